import { useEffect, useState } from 'react';
import { useMessages } from '@/lib/i18n';
import { frameMessages } from '../messages';

/** Shown once the reader is two screens down a long page; takes them back to the header. */
export function BackToTop() {
  const t = useMessages(frameMessages);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > window.innerHeight * 2);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0 })}
      className="fixed right-4 bottom-4 z-40 max-sm:bottom-[calc(4.5rem+env(safe-area-inset-bottom))] rounded-full bg-ink px-4 py-2 text-sm font-medium text-paper shadow-lg focus-visible:outline-2 focus-visible:outline-accent"
    >
      {t.backToTop}
    </button>
  );
}
