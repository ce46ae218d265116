// The first visit's welcome with its suggestions to follow: a module of its own, loaded by the front
// page's loader while the reader has not closed the welcome (./home-part.tsx), so the front page of every
// later visit does not carry it.
import type { QueryClient } from '@tanstack/react-query';
import { FollowSuggestions, warmFollowSuggestions } from '@/features/people/components/follow-suggestions';
import { WelcomePanel } from '@/features/welcome/components/welcome-panel';
import type { Settings } from '@/lib/settings';

export function Welcome({ settings, onClosed }: { settings: Settings; onClosed: () => void }) {
  return (
    <WelcomePanel
      settings={settings}
      onClosed={onClosed}
      suggestions={(followId) => <FollowSuggestions language={settings.language} labelledBy={followId} />}
    />
  );
}

/** The welcome's data (public: the server renders it), warmed by the front page's loader. */
export const warmWelcome = (client: QueryClient, language: string) =>
  Promise.all(warmFollowSuggestions(client, language));
