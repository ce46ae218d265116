// Two notes at the top of every page: "You're offline" while the browser is (it comes and goes on its own),
// and "A new version of Gazette is ready" with "Reload to update" when a new service worker waits.
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { useOnline } from '@/lib/online';
import { frameMessages } from '../messages';
import { applyUpdate, dismissUpdate, useUpdateWaiting } from '../service-worker';

const bar = 'mx-auto flex max-w-6xl items-center gap-x-3 gap-y-2 px-4 py-2 text-sm';

export function OfflineBanner() {
  const t = useMessages(frameMessages);
  const online = useOnline();
  // The live region is always there, so its words are announced when they appear.
  return (
    <div role="status" aria-live="polite" className={online ? 'sr-only' : 'bg-ink text-paper'}>
      {!online && (
        <p className={bar}>
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="mt-0.5 size-4 shrink-0 self-start sm:self-center"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          >
            <path
              d="M1.5 5.5a9.5 9.5 0 0 1 13 0M4 8.3a6 6 0 0 1 8 0M6.5 11a2.4 2.4 0 0 1 3 0M2 2l12 12"
              strokeLinecap="round"
            />
          </svg>
          <span>
            <strong className="font-semibold">{t.offline}</strong> {t.offlineMore}
          </span>
        </p>
      )}
    </div>
  );
}

export function UpdateBanner() {
  const t = useMessages(frameMessages);
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <section aria-label={t.newVersion} className="border-b border-rule bg-accent-soft text-ink">
      <div className={`${bar} flex-wrap`}>
        <p role="status" className="min-w-0 flex-1">
          {t.newVersionReady}
        </p>
        <Button variant="primary" onClick={applyUpdate}>
          {t.reloadToUpdate}
        </Button>
        <Button variant="ghost" onClick={dismissUpdate}>
          {t.later}
        </Button>
      </div>
    </section>
  );
}
