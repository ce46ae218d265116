// English words of features/views/components/save-view-button.tsx (docs/decisions/0043).

const en = {
  button: 'Save view',
  savedTitle: 'Saved in your views — press to remove it',
  unsavedTitle: 'Save these filters as a view in the Views menu',
  saved: (name: string) => `Saved “${name}” to your views`,
  removed: (name: string) => `Removed “${name}” from your views`,
  full: 'Your views are full: delete one under Views › Manage views first.',
  rename: 'Rename',
  undo: 'Undo',
};

export default en;
export type Messages = typeof en;
