// English words of app/routes/article.tsx (docs/decisions/0043).

const en = {
  loading: 'Loading the story',
  notFound: 'Story not found',
  noStory: (id: string) => `There is no story with the id “${id}”.`,
  failed: 'This story could not be shown',
  back: '← Back to the list',
  all: 'All stories',
};

export default en;
export type Messages = typeof en;
