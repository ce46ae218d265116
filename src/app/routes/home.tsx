import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

// The front page of stories arrives with the reading issue; until then it points to what exists.
export function Component() {
  return (
    <>
      <title>Gazette</title>
      <h1 className="font-serif text-4xl font-bold">Gazette</h1>
      <p className="mt-3 max-w-prose text-ink-soft">News, the people you follow, and comics by date.</p>
      <p className="mt-6">
        <Link className="font-medium text-accent underline underline-offset-4" to={paths.categories()}>
          Browse categories
        </Link>
      </p>
    </>
  );
}
