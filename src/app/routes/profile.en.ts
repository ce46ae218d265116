// English words of app/routes/profile.tsx (docs/decisions/0043).

const en = {
  notFound: 'Reader not found',
  notAnId: (value: string) => `“${value}” is not a user id.`,
  yourProfile: 'Your profile',
  reader: (id: string) => `Reader ${id}`,
  othersFollows: 'A reader’s follows',
  intro: {
    before: 'The people and teams you follow. Their stories gather in',
    following: 'Following',
    middle: 'on the front page. To see them on another device,',
    link: 'copy your link in Settings',
    after: '.',
  },
  readOnly: 'Read-only view of the follows of user id',
};

export default en;
export type Messages = typeof en;
