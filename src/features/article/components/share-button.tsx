// "Share" on a story's page: its own address, through the share sheet or the clipboard (components/ui/share.ts).
import { shareLink } from '@/components/ui/share';
import { useMessages } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { articleMessages } from '../messages';
import { ACTION_CLASS } from './action-style';

/** The story's own address: never the list it was opened from, nor anything in the page's state. */
export const storyLink = (contentId: string, origin: string = window.location.origin) =>
  new URL(paths.article(contentId), origin).href;

export function ShareButton({ contentId, title }: { contentId: string; title: string }) {
  const t = useMessages(articleMessages);
  const share = () =>
    shareLink({ title, url: storyLink(contentId) }, { copied: t.linkCopied, notCopied: t.linkNotCopied });
  return (
    <button type="button" className={ACTION_CLASS} onClick={() => void share()}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
        <path
          d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t.share}
    </button>
  );
}
