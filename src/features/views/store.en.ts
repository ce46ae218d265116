// English words of features/views/store.ts (docs/decisions/0043).

const en = { untitled: 'Stories' };

export default en;
export type Messages = typeof en;
