// English words of app/routes/comics.tsx (docs/decisions/0043).

const en = {
  title: 'Comics',
  intro: 'Every day’s strips, by theme — and the same day in another language.',
};

export default en;
export type Messages = typeof en;
