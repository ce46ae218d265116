// English words of features/feed/portable-view.ts (docs/decisions/0043).

const en = { all: 'All stories' };

export default en;
export type Messages = typeof en;
