// English words of app/routes/category.tsx (docs/decisions/0043).

const en = {
  notFound: 'Category not found',
  notAnId: (value: string) => `“${value}” is not a category id.`,
  noId: (id: number) => `There is no category with the id ${id}.`,
  noName: (name: string) => `There is no category named “${name}”.`,
  seeAll: 'See all categories',
  heading: 'Category',
  loading: 'Loading category',
  description: (name: string) => `The latest ${name} stories on Gazette.`,
  storiesIn: (name: string) => `Stories in ${name}`,
};

export default en;
export type Messages = typeof en;
