// English words of app/routes/feed.tsx (docs/decisions/0043).

const en = { description: (title: string) => `${title}: the latest stories on Gazette.` };

export default en;
export type Messages = typeof en;
