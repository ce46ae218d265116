// The welcome's follow buttons (decision 0062): drawn from the server's state (the reader's user data, which
// the page reads anyway), with the follow control — the mutations, the confirmation and the failures'
// words, the `follow` chunk — loaded when the reader first reaches for a button: the pointer over it, a focus,
// a press. A press before it arrives is made when it does. The element is the same throughout (focus stays on
// it); only what runs it changes. Everywhere else a follow button is drawn with its control (follow-button.tsx).
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { userDataQueryOptions } from '@/api/user-data';
import { useSettings } from '@/lib/settings';
import type { FollowTarget } from '../follow';
import { isFollowing } from '../is-following';
import type * as FollowButtonModule from './follow-button';
import { FollowButtonView, type FollowButtonState } from './follow-button-view';

let control: typeof FollowButtonModule | undefined;
let loading: Promise<unknown> | undefined;
const listeners = new Set<() => void>();

/** Loads the control once; a failed load (offline, before the service worker holds the app) is tried again. */
function loadFollowControl(): Promise<unknown> {
  return (loading ??= import('./follow-button').then(
    (module) => {
      control = module;
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function FollowButtonOnIntent({ target, size = 'md' }: { target: FollowTarget; size?: 'sm' | 'md' }) {
  const loaded = useSyncExternalStore(
    subscribe,
    () => control,
    () => undefined,
  );
  const { userId } = useSettings();
  const userData = useQuery(userDataQueryOptions(userId));
  const [running, setRunning] = useState<{ state: FollowButtonState; toggle: () => void }>();
  const pressedBeforeRef = useRef(false);
  const onChange = useCallback(
    (state: FollowButtonState, toggle: () => void) => setRunning({ state, toggle }),
    [],
  );
  const reach = () => {
    loadFollowControl().catch(() => {
      // Offline before the app is kept: the press is dropped, and the next reach asks again.
      pressedBeforeRef.current = false;
    });
  };
  const state: FollowButtonState = running?.state ?? {
    pressed: userData.data ? isFollowing(userData.data, target) : false,
    loading: userData.isPending,
    busy: false,
    blockedSeconds: 0,
    message: '',
  };
  const press = () => {
    if (running) return running.toggle();
    pressedBeforeRef.current = true;
    reach();
  };
  return (
    <>
      {loaded && (
        <loaded.FollowControl target={target} onChange={onChange} pressedBeforeRef={pressedBeforeRef} />
      )}
      <FollowButtonView
        target={target}
        size={size}
        state={state}
        onClick={press}
        onIntent={running ? undefined : reach}
      />
    </>
  );
}
