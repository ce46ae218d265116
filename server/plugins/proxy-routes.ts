// What the proxy may forward: for each operation of the contract, how its path parameters and query are
// validated — the same definitions the local routes parse with. TO BE REPLACED by contract/operations.ts
// (OPERATIONS: paths, params, query) when that table lands; the operation ids are the ones of lib/api-path.ts.
import { HttpError } from '../lib/http-error';
import { parseParams, type ParamDef, type ParamDefs } from '../lib/params';
import { categoryIdParam, categoryNameParam, categoryQueryParams } from '../routes/categories';
import { comicParams } from '../routes/comics';
import { contentByIdParams, contentIdParam, contentListParams } from '../routes/content';
import { followParams } from '../routes/follow-routes';
import { personIdParam, personParams } from '../routes/persons';
import { teamIdParam, teamParams } from '../routes/teams';
import { userIdPathParam, userParams } from '../routes/users';

interface ProxiedOperation {
  query: ParamDefs;
  /** The path parameter (the one variable segment, last but for follow's add/delete) and its rule. */
  pathParam?: { name: string; def: ParamDef<unknown>; index: number };
}

const last = (name: string, def: ParamDef<unknown>) => ({ name, def, index: -1 });
const beforeLast = (name: string, def: ParamDef<unknown>) => ({ name, def, index: -2 });

export const PROXIED_OPERATIONS: Record<string, ProxiedOperation> = {
  listCategories: { query: categoryQueryParams },
  getCategoryById: { query: categoryQueryParams, pathParam: last('categoryId', categoryIdParam) },
  getCategoryByName: { query: categoryQueryParams, pathParam: last('categoryName', categoryNameParam) },
  listContent: { query: contentListParams },
  getContent: { query: contentByIdParams, pathParam: last('contentId', contentIdParam) },
  getPerson: { query: personParams, pathParam: last('id', personIdParam) },
  getTeam: { query: teamParams, pathParam: last('id', teamIdParam) },
  followPerson: { query: followParams, pathParam: beforeLast('personId', personIdParam) },
  unfollowPerson: { query: followParams, pathParam: beforeLast('personId', personIdParam) },
  followTeam: { query: followParams, pathParam: beforeLast('teamId', teamIdParam) },
  unfollowTeam: { query: followParams, pathParam: beforeLast('teamId', teamIdParam) },
  getUser: { query: userParams, pathParam: last('id', userIdPathParam) },
  listComics: { query: comicParams },
};

/**
 * Checks a request against its operation's documented parameters (400 naming the first bad one, as the
 * local server would) and returns the query to forward: only documented names, each given once.
 */
export function forwardableQuery(
  operationId: string,
  segments: string[],
  search: URLSearchParams,
): URLSearchParams {
  const operation = PROXIED_OPERATIONS[operationId];
  if (!operation) throw new HttpError(404, 'no such operation');
  if (operation.pathParam) {
    const { name, def, index } = operation.pathParam;
    def.parse(segments.at(index) ?? '', name);
  }
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of search) {
    const previous = values[name];
    values[name] =
      previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  parseParams(values, operation.query);
  const forward = new URLSearchParams();
  for (const [name, value] of search) if (Object.hasOwn(operation.query, name)) forward.append(name, value);
  return forward;
}
