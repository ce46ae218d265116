// The HTTP status a server-rendered page answers with, said by the component that knows it (a
// not-found page), since the data that decides it is read while rendering. No effect in the browser.
import { createContext, useContext } from 'react';

/** Set by the server's render (src/entry-server.tsx); the browser has none. */
export const RenderStatusContext = createContext<((status: number) => void) | null>(null);

/** Marks the page being rendered on the server as `status` (e.g. 404). */
export function useRenderStatus(status: number): void {
  useContext(RenderStatusContext)?.(status);
}
