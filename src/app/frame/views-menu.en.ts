// English words of app/frame/views-menu.tsx (docs/decisions/0043).

const en = {
  button: 'Views',
  list: 'Saved views',
  empty: 'No saved views yet. Press “Save view” on a filtered feed to add one.',
  manage: 'Manage views',
};

export default en;
export type Messages = typeof en;
