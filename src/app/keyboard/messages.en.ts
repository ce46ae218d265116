// English words of app/keyboard/messages.ts (docs/decisions/0043, 0060).
import type { ShortcutAction } from './shortcuts';

const en = {
  noOneToFollow: 'This story names no one to follow',
  alreadyFollowing: (name: string) => `Already following ${name}`,
  storySaved: 'Saved',
  storyUnsaved: 'Removed from Saved',
  markedRead: 'Marked as read',
  markedUnread: 'Marked as unread',
  noOriginal: 'This story has no original to open',
  storyUnavailable: 'This story could not be loaded',
  noStoryChosen: 'No story chosen: press j to go to one',
  shortcutsTitle: 'Keyboard shortcuts',
  then: 'then',
  shortcutsWait: 'Shortcuts wait while you type in a field.',
  shortcuts: {
    'next-story': 'Next story',
    'previous-story': 'Previous story',
    'open-story': 'Open the story',
    'save-story': 'Save the story for later, or unsave it',
    'mark-read': 'Mark the story read, or unread',
    'open-original': 'Open the original at its provider, in a new tab',
    'follow-person': 'Follow the story’s first person',
    'focus-filters': 'Filters (or search)',
    'go-home': 'Go to the front page',
    'go-comics': 'Go to comics',
    'go-profile': 'Go to your profile',
    'previous-day': 'Comics: the day before',
    'next-day': 'Comics: the day after',
    help: 'Show these shortcuts',
  } satisfies Record<ShortcutAction, string>,
};

export default en;
export type Messages = typeof en;
