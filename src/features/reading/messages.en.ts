// English words of features/reading/messages.ts (docs/decisions/0043).

const en = { save: 'Save for later', saved: 'Saved — press to remove' };

export default en;
export type Messages = typeof en;
