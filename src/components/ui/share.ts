// "Share" wherever the reader reads (a story, a comic strip): the system's share sheet (Web Share API)
// where the browser has one, else the link copied to the clipboard and confirmed in the app's toast.
import { showToast } from './toast';

export async function shareLink(
  link: { title: string; url: string },
  say: { copied: string; notCopied: string },
): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(link);
      return;
    } catch (error) {
      // The reader closed the sheet: nothing to say. Any other refusal falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(link.url);
    showToast(say.copied);
  } catch {
    showToast(say.notCopied);
  }
}
