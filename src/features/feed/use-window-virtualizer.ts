// TanStack Virtual's window virtualizer, loaded when a feed first grows past a page rather than with the
// first screen (docs/decisions/0031). The core is the library's own; this hook is what its React adapter's
// `useWindowVirtualizer` does (@tanstack/react-virtual, useVirtualizerBase: one instance, options set on
// every render, a re-render on each change, mount and update in layout effects), except that the core may
// not be here yet. The adapter's hook cannot be imported later: a hook that appears between two renders of
// the same list would break React's order of hooks, and swapping the list for another component would lose
// its rows (focus, open name cards) at the switch.
import { useLayoutEffect, useReducer, useState } from 'react';
import { flushSync } from 'react-dom';
import type * as VirtualCore from '@tanstack/virtual-core';
import type { Virtualizer, VirtualizerOptions } from '@tanstack/virtual-core';

type Core = typeof VirtualCore;

let core: Core | undefined;
let loading: Promise<Core | undefined> | undefined;

/**
 * Loads the virtualizer's core (once); resolves at once when it is already here. A failed load (the
 * connection dropped) resolves to undefined and is tried again at the next call: the list meanwhile
 * stays in the flow of the page, which works, only with every story in it.
 */
export function loadVirtualizer(): Promise<Core | undefined> {
  loading ??= import('@tanstack/virtual-core').then(
    (module) => (core = module),
    () => {
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}

/** Whether the core has loaded, so a list can be virtual in this very render. */
export const virtualizerLoaded = (): boolean => core !== undefined;

export type WindowVirtualizer = Virtualizer<Window, Element>;
export type WindowVirtualizerOptions = Omit<
  VirtualizerOptions<Window, Element>,
  'getScrollElement' | 'observeElementRect' | 'observeElementOffset' | 'scrollToFn'
>;

/**
 * The window's virtualizer for `options`, or undefined while its core has not loaded (the hook asks for
 * nothing itself: call `loadVirtualizer()` and render again once it resolves).
 */
export function useWindowVirtualizer(options: WindowVirtualizerOptions): WindowVirtualizer | undefined {
  const rerender = useReducer((count: number) => count + 1, 0)[1];
  // A measurement made from a row's ref callback is not re-rendered synchronously (React forbids flushSync
  // during its commit); a scroll is, so rows are placed in the frame that scrolled.
  // (A flag the virtualizer's callbacks set and read, never the render: kept as state, made once.)
  const [measuring] = useState(() => ({ current: false }));
  const resolve = (here: Core): VirtualizerOptions<Window, Element> => ({
    getScrollElement: () => window,
    observeElementRect: here.observeWindowRect,
    observeElementOffset: here.observeWindowOffset,
    scrollToFn: here.windowScroll,
    ...options,
    onChange: (virtualizer, sync) => {
      if (sync && !measuring.current) flushSync(rerender);
      else rerender();
      options.onChange?.(virtualizer, sync);
    },
  });
  const create = (here: Core): WindowVirtualizer => {
    const virtualizer = new here.Virtualizer(resolve(here));
    const measureElement = virtualizer.measureElement;
    virtualizer.measureElement = (node) => {
      measuring.current = true;
      try {
        measureElement(node);
      } finally {
        measuring.current = false;
      }
    };
    return virtualizer;
  };
  const [instance, setInstance] = useState(() => (core ? create(core) : undefined));
  // The core arrived since the last render: made now, and this render starts again with it.
  if (core && !instance) setInstance(create(core));
  if (core && instance) instance.setOptions(resolve(core));
  useLayoutEffect(() => instance?._didMount(), [instance]);
  useLayoutEffect(() => instance?._willUpdate());
  return instance;
}
