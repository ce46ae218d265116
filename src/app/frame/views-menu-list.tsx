// The Views menu's panel: the reader's saved views and the way to manage them. Loaded when the reader first
// reaches for the menu (docs/decisions/0046): no first screen shows it, and it brings the views' store.
import { Link } from 'react-router-dom';
import { viewsStore } from '@/features/views/store';
import { paths } from '@/lib/paths';
import { viewHref } from '../saved-views';

const linkClass =
  'block rounded-md px-3 py-2 text-sm text-ink hover:bg-paper-sunk focus-visible:outline-2 focus-visible:outline-accent';

export function ViewsMenuList({
  text,
  onChoose,
}: {
  text: { list: string; empty: string; manage: string };
  onChoose: () => void;
}) {
  const views = viewsStore.use();
  return (
    <>
      {views.length === 0 ? (
        <p className="px-3 py-2 text-sm text-ink-soft">{text.empty}</p>
      ) : (
        <ul aria-label={text.list} className="max-h-[60dvh] overflow-y-auto">
          {views.map((view) => (
            <li key={view.id}>
              <Link to={viewHref(view)} className={`${linkClass} break-words`} onClick={onChoose}>
                {view.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-1 border-t border-rule pt-1">
        <Link to={paths.views()} className={`${linkClass} font-medium`} onClick={onChoose}>
          {text.manage}
        </Link>
      </div>
    </>
  );
}
