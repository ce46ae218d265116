// English words of app/routes/views.tsx (docs/decisions/0043).

const en = {
  title: 'Saved views',
  intro:
    'Feeds you saved with “Save view”, in the order the Views menu lists them. They are kept in this browser only, never sent to the server.',
  needsJavaScript:
    'Saved views are shown by Gazette’s scripts, which your browser does not run. Turn JavaScript on to see them.',
};

export default en;
export type Messages = typeof en;
