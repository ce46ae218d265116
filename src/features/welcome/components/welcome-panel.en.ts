// English words of features/welcome/components/welcome-panel.tsx (docs/decisions/0043).

const en = {
  title: 'Welcome to Gazette',
  // The language by its own name, the country as it reads in a sentence ("the United States").
  showing: (language: string | undefined, country: string | undefined) =>
    `${language ? `Stories in ${language}` : 'Stories in every language'}, ${country ? `for ${country}` : 'for every country'}`,
  right: 'Is that right?',
  skip: 'Skip',
  done: 'Done',
  language: 'Language',
  anyLanguage: 'Any language',
  country: 'Country',
  anyCountry: 'Any country',
  follow: 'Follow a few people and teams in the news',
  closed: 'Welcome closed. Language and country stay in Settings.',
};

export default en;
export type Messages = typeof en;
