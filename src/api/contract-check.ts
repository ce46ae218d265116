// The client's checks against the contract (zod and the operations' table): a request's path and query
// before it is sent, and the answer after. Loaded on the first request and warmed in idle time after
// hydration, never with the first screen: a rendered page's answers were checked by the server that
// rendered it (in process, or by the proxy in proxy mode), so hydration needs none (decision 0048).
import { issueToParamError, type ParamError } from '@contract/errors';
import { operation, type OperationId } from '@contract/operations';
import { errorBodySchema, type ErrorBody } from '@contract/schemas';
import type { RequestSpec } from './endpoints';

function rowOf(spec: RequestSpec) {
  return spec.row ?? operation(spec.operationId as OperationId);
}

/** What the server would refuse in this request (its path parameters, then its query), in its words. */
export function refusal(spec: RequestSpec, query: Record<string, string>): ParamError | undefined {
  const row = rowOf(spec);
  for (const [schema, input] of [
    [row.params, spec.pathParams],
    [row.query, query],
  ] as const) {
    const result = schema.safeParse(input);
    if (!result.success) return issueToParamError(result.error.issues[0]!, input);
  }
  return undefined;
}

export type AnswerCheck = { ok: true; data: unknown } | { ok: false; issuePath: string; message: string };

/** The answer as the operation's schema reads it, or where it first departs from it. */
export function checkAnswer(spec: RequestSpec, body: unknown): AnswerCheck {
  const parsed = rowOf(spec).response.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const issuePath = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
  return { ok: false, issuePath, message: issue?.message ?? 'invalid' };
}

/** An error answer's body, when it follows the contract. */
export function errorBody(body: unknown): ErrorBody | undefined {
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}
