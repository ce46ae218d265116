// English words of app/routes/categories.tsx (docs/decisions/0043).

const en = {
  title: 'Categories',
  description: 'Every news category on Gazette, with its latest stories.',
  invalid: (value: string) =>
    `“${value}” is not a language Gazette offers, so names are shown in the default language.`,
  loading: 'Loading categories',
  noneMatch: 'No categories match these filters',
  none: 'No categories yet',
};

export default en;
export type Messages = typeof en;
