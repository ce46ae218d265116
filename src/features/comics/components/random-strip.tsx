// "Random strip": a strip from anywhere in the archive (of one comic, or of all), opened on its own link.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ComicLanguage, ComicTheme } from '@/api/schemas';
import { buttonClasses } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast';
import { useInterfaceLanguage } from '@/lib/i18n';
import { explainError } from '@/components/ui/error-words';
import { randomStrip } from '../archive';
import { canonicalTheme, comicDay } from '../comic-meta';
import { readingMessages } from '../reading-messages';
import { comicsHref } from '../url-state';

export function RandomStripButton({
  theme,
  language,
}: {
  theme: ComicTheme | undefined;
  language: ComicLanguage;
}) {
  const words = useInterfaceLanguage();
  const t = readingMessages[words];
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      aria-busy={busy}
      disabled={busy}
      className={`${buttonClasses('secondary')} noscript:hidden`}
      onClick={() => {
        setBusy(true);
        randomStrip(theme, language)
          .then((comic) => {
            if (!comic) return;
            void navigate(
              comicsHref({
                theme: canonicalTheme(comic.theme),
                date: comicDay(comic),
                language,
                comic: comic.contentId,
              }),
            );
          })
          .catch((error: unknown) => showToast(explainError(error, words).headline))
          .finally(() => setBusy(false));
      }}
    >
      <span aria-hidden="true">↻</span>
      {busy ? t.findingRandom : t.randomStrip}
    </button>
  );
}
