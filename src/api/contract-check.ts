// The client's checks against the contract: a request's path and query before it is sent, and the answer
// after. Plain data (contract/wire-checks.ts, generated from the operations' schemas) read by the
// parameters' own rules (contract/param-rules.ts), with zod's verdicts (contract-check.test.ts holds
// them to zod's), so the browser loads no zod (decision 0059). Loaded on the first request and warmed in
// idle time after hydration, never with the first screen: a rendered page's answers were checked by the
// server that rendered it (in process, or by the proxy in proxy mode), so hydration needs none (0048).
import type { AnswerShape, CheckedRow, OperationChecks, ParamsShape } from '@contract/check-shapes';
import { issueToParamError, type ParamError, type ParamIssue } from '@contract/errors';
import { checkParam, type ParamRule } from '@contract/param-rules';
import type { ErrorBody } from '@contract/schemas';
import { ERROR_BODY, OPERATION_CHECKS } from '@contract/wire-checks';
import type { RequestSpec } from './endpoints';

/** The checks of rows outside the table (a test's), read from their schemas once they are first used. */
const rowChecks = new WeakMap<object, OperationChecks>();

/** Reads the checks of the spec's own row, if it has one (a row outside the table); call before the rest. */
export async function prepare(spec: RequestSpec): Promise<void> {
  const row = spec.row as CheckedRow | undefined;
  if (row && !rowChecks.has(row)) {
    const { operationChecks } = await import('@contract/check-shapes');
    rowChecks.set(row, operationChecks(row));
  }
}

function checksOf(spec: RequestSpec): OperationChecks {
  const checks = spec.row ? rowChecks.get(spec.row) : OPERATION_CHECKS[spec.operationId];
  if (!checks) throw new Error(`No checks for ${spec.operationId}`);
  return checks;
}

/** The first issue of parameters against their checks, as zod reports it (see issueToParamError). */
function paramIssue({ strict, shape }: ParamsShape, input: Record<string, unknown>): ParamIssue | undefined {
  for (const [name, check] of Object.entries(shape)) {
    const optional = check[0] === '?';
    const value = input[name];
    if (value === undefined && optional) continue;
    if (typeof value !== 'string') return { code: 'invalid_type', path: [name], message: 'Invalid input' };
    let refused: string | undefined;
    checkParam(
      value,
      (message) => (refused = message) as never,
      (optional ? check.slice(1) : check) as ParamRule,
    );
    if (refused !== undefined) return { code: 'custom', path: [name], message: refused };
  }
  const unknown = strict ? Object.keys(input).filter((name) => !Object.hasOwn(shape, name)) : [];
  return unknown.length > 0
    ? { code: 'unrecognized_keys', path: [], message: 'Unrecognized key', keys: unknown }
    : undefined;
}

/** What the server would refuse in this request (its path parameters, then its query), in its words. */
export function refusal(spec: RequestSpec, query: Record<string, string>): ParamError | undefined {
  const checks = checksOf(spec);
  for (const [shape, input] of [
    [checks.params, spec.pathParams],
    [checks.query, query],
  ] as const) {
    const issue = paramIssue(shape, input);
    if (issue) return issueToParamError(issue, input);
  }
  return undefined;
}

/** Where an answer first departs from its shape (in zod's order: keys in the shape's order, depth first). */
class Departure {
  readonly path: PropertyKey[] = [];
}

/** The departure, its path grown by the key it came through (built only on the way out of a failure). */
function through(error: unknown, key: PropertyKey): unknown {
  if (error instanceof Departure) error.path.unshift(key);
  return error;
}

function fits(shape: string, value: unknown): boolean {
  if (shape === 'int') return Number.isSafeInteger(value);
  if (shape === 'number') return Number.isFinite(value);
  return typeof value === shape;
}

/** The value as the shape reads it (objects stripped of unknown keys, as zod's), or a thrown Departure. */
function read(shape: AnswerShape, value: unknown): unknown {
  if (typeof shape === 'string') {
    if (!fits(shape, value)) throw new Departure();
    return value;
  }
  if (Array.isArray(shape)) {
    const kind = shape[0] as string;
    if (kind === '=') {
      if (!shape.includes(value as never, 1)) throw new Departure();
      return value;
    }
    if ((kind === '?' && value === undefined) || (kind === 'null' && value === null)) return value;
    const inner = shape[1] as AnswerShape;
    if (kind !== '[]') return read(inner, value);
    if (!Array.isArray(value)) throw new Departure();
    const out: unknown[] = [];
    for (let index = 0; index < value.length; index++) {
      try {
        out.push(read(inner, value[index]));
      } catch (error) {
        throw through(error, index);
      }
    }
    return out;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Departure();
  const input = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key in shape as Record<string, AnswerShape>) {
    let got: unknown;
    try {
      got = read((shape as Record<string, AnswerShape>)[key]!, input[key]);
    } catch (error) {
      throw through(error, key);
    }
    if (got !== undefined || key in input) out[key] = got;
  }
  return out;
}

function readAnswer(shape: AnswerShape, body: unknown): { ok: true; data: unknown } | Departure {
  try {
    return { ok: true, data: read(shape, body) };
  } catch (error) {
    if (error instanceof Departure) return error;
    throw error;
  }
}

export type AnswerCheck = { ok: true; data: unknown } | { ok: false; issuePath: string; message: string };

/** The answer as the operation's schema reads it, or where it first departs from it. */
export function checkAnswer(spec: RequestSpec, body: unknown): AnswerCheck {
  const read = readAnswer(checksOf(spec).answer, body);
  if (!(read instanceof Departure)) return read;
  const issuePath = read.path.length > 0 ? read.path.map(String).join('.') : '(root)';
  return { ok: false, issuePath, message: 'Invalid input' };
}

/** An error answer's body, when it follows the contract. */
export function errorBody(body: unknown): ErrorBody | undefined {
  const read = readAnswer(ERROR_BODY, body);
  return read instanceof Departure ? undefined : (read.data as ErrorBody);
}
