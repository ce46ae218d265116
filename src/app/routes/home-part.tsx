// A part of the front page that not every visit shows (the Following tab, the first visit's welcome), in a
// module of its own: loaded by the page's loader when the visit will show it (on the server before it
// renders, in the browser before the page changes) and before hydration (`beforeHydration`), so it renders
// at once. A render that finds it missing waits in the nearest Suspense boundary instead of failing.
import { lazy, type ComponentType } from 'react';

export interface FrontPagePart<M, P> {
  /** Loads the module once; a failed load (offline for a moment) is tried again by the next call. */
  load: () => Promise<M>;
  /** Whether the module is here, so the part renders without suspending. */
  loaded: () => boolean;
  Part: ComponentType<P>;
}

export function frontPagePart<M, P extends object>(
  importModule: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): FrontPagePart<M, P> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const load = (): Promise<M> =>
    (loading ??= importModule().then(
      (loadedModule) => (module = loadedModule),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => load().then((loadedModule) => ({ default: pick(loadedModule) })));
  function Part(props: P) {
    if (module === undefined) return <Lazy {...props} />;
    const Loaded = pick(module);
    return <Loaded {...props} />;
  }
  return { load, loaded: () => module !== undefined, Part };
}
