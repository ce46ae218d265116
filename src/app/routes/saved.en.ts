// English words of app/routes/saved.tsx (docs/decisions/0043).

const en = {
  title: 'Saved',
  intro: 'Stories you saved for later. They are kept in this browser only, never sent to the server.',
  empty: 'Nothing saved yet',
  how: 'Press the bookmark beside a story to keep it here.',
  list: 'Saved stories',
  views: 'Saved views of filters',
  needsJavaScript:
    'Saved stories are shown by Gazette’s scripts, which your browser does not run. Turn JavaScript on to see them.',
};

export default en;
export type Messages = typeof en;
