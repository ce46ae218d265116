// The views page's file: export the saved views (and the reader's follows and mutes) to a file, and import
// such a file from another browser, each outcome said in one live region.
import { useId, useState, type ChangeEvent } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { hasLocalFollows, mergeLocalFollows, useLocalFollows } from '@/lib/follows';
import { useMessages } from '@/lib/i18n';
import { viewsMessages } from '../messages';
import { mergeViews, type SavedView, type ViewFeed } from '../store';
import { MAX_FILE_BYTES, readViewsFile, VIEWS_FILE_NAME, viewsFileText } from '../views-file';

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ViewsFile({
  views,
  canonical,
}: {
  views: readonly SavedView[];
  /** A view's feed in its one written form, for imported views. */
  canonical: (view: ViewFeed) => ViewFeed;
}) {
  const TEXT = useMessages(viewsMessages);
  const [message, setMessage] = useState<{ text: string; error: boolean }>();
  const inputId = useId();
  const titleId = useId();
  const follows = useLocalFollows();

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be chosen again (after fixing it, or into another list).
    input.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setMessage({ text: TEXT.tooLarge, error: true });
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setMessage({ text: TEXT.unreadable, error: true });
    }
    const read = readViewsFile(text, canonical);
    if ('error' in read) return setMessage({ text: read.error, error: true });
    const views = TEXT.imported(mergeViews(read.views));
    const follows = read.follows ? ` ${TEXT.importedFollows(mergeLocalFollows(read.follows).added)}` : '';
    setMessage({ text: `${views}${follows}`, error: false });
  };

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-rule bg-paper-raised p-4">
      <h2 id={titleId} className="font-serif text-lg font-semibold">
        {TEXT.fileTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{TEXT.fileHelp}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          disabled={views.length === 0 && !hasLocalFollows(follows)}
          onClick={() => {
            download(viewsFileText(views, follows), VIEWS_FILE_NAME);
            setMessage({ text: TEXT.exported(views.length), error: false });
          }}
        >
          {TEXT.export}
        </Button>
        <label
          htmlFor={inputId}
          className={buttonClasses(
            'secondary',
            'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent',
          )}
        >
          {TEXT.import}
          <input
            id={inputId}
            type="file"
            accept=".json,application/json"
            className="sr-only"
            onChange={(event) => void importFile(event)}
          />
        </label>
      </div>
      {/* One live region for both outcomes; a refused file is worded as such and styled apart. */}
      <p
        role="status"
        className={`mt-3 text-sm ${message?.error ? 'font-medium text-accent' : 'text-ink-soft'}`}
      >
        {message?.text}
      </p>
    </section>
  );
}
