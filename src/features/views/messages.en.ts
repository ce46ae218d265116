// English words of features/views/messages.ts (docs/decisions/0043).
import { plural } from '@/lib/i18n';
import { MAX_NAME_LENGTH, MAX_VIEWS, VIEWS_FILE_NAME } from './limits';

export interface ImportCounts {
  added: number;
  alreadySaved: number;
  leftOut: number;
}

const en = {
  listTitle: 'Your views',
  loading: 'Loading your views…',
  empty: 'No saved views yet. On a filtered feed, press “Save view” to keep its filters here.',
  emptyLink: 'Browse the categories',
  rename: 'Rename',
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  moveUpTitle: 'Move up',
  moveDownTitle: 'Move down',
  delete: 'Delete',
  newName: 'New name',
  saveName: 'Save name',
  cancel: 'Cancel',
  nameNeeded: `A view needs a name of 1 to ${MAX_NAME_LENGTH} characters.`,
  renamed: (name: string) => `Renamed to “${name}”.`,
  moved: (name: string, place: number, of: number) => `Moved “${name}” to place ${place} of ${of}.`,
  deleted: (name: string) => `Deleted “${name}”`,
  undo: 'Undo',
  fileTitle: 'Move your views to another browser',
  fileHelp: `Export saves your views, and the sources, topics and categories you follow or mute, to a file (${VIEWS_FILE_NAME}); import it in another browser. Imported views are added to yours; a view already saved is not added twice.`,
  importedFollows: (added: number) =>
    added === 0
      ? 'No new follows or mutes.'
      : `${plural('en', added, { one: '# follow or mute', other: '# follows and mutes' })} added.`,
  export: 'Export views',
  import: 'Import views',
  exported: (count: number) =>
    `Exported ${plural('en', count, { one: '# view', other: '# views' })} to ${VIEWS_FILE_NAME}.`,
  tooLarge: 'This file is too large to be a saved-views file. Nothing was imported.',
  unreadable: 'This file could not be read. Nothing was imported.',
  imported: ({ added, alreadySaved, leftOut }: ImportCounts) =>
    [
      added === 0
        ? 'No new views in this file'
        : `Imported ${plural('en', added, { one: '# view', other: '# views' })}`,
      alreadySaved > 0
        ? plural('en', alreadySaved, { one: '# was already saved', other: '# were already saved' })
        : '',
      leftOut > 0 ? `${leftOut} left out: at most ${MAX_VIEWS} views are kept` : '',
    ]
      .filter(Boolean)
      .join('; ') + '.',
};

export default en;
export type Messages = typeof en;
