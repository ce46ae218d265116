// English words of app/routes/home.tsx (docs/decisions/0043).

const en = {
  heading: 'Front page',
  sections: 'Home sections',
  latest: 'Latest',
  following: 'Following',
  filter: 'Filter stories',
  peopleInTheNews: 'People in the news',
  latestStories: 'Latest stories',
};

export default en;
export type Messages = typeof en;
