// An operation's checks as plain data, read from its row's zod schemas: the answer's shape and each
// parameter's rule (param-rules.ts). scripts/operation-wire.ts writes them for the table's rows into
// contract/wire-checks.ts, so the reader checks without zod; a row outside the table (one a test added) is
// read here when it is first used. Reads the schemas' own fields: nothing here loads zod (decision 0059).
import { paramRuleOf, type ParamRule } from './param-rules.ts';

/**
 * An answer's shape: a primitive by name, an object as its keys' shapes (unknown keys are dropped, as zod
 * strips them), or a wrapper: `['?', S]` optional, `['null', S]` nullable, `['[]', S]` an array of S,
 * `['=', ...values]` one of these literal values.
 */
export type AnswerShape =
  | 'string'
  | 'number'
  | 'int'
  | 'boolean'
  | readonly ['?' | 'null' | '[]', AnswerShape]
  | readonly ['=', ...(string | number | boolean)[]]
  | { readonly [key: string]: AnswerShape };

/** A parameter: its rule, after `'?'` when it may be left out. */
export type ParamCheck = ParamRule | readonly ['?', ...ParamRule];

/** Path or query parameters: each one's check, and whether a name outside them is refused. */
export interface ParamsShape {
  readonly strict: boolean;
  readonly shape: { readonly [name: string]: ParamCheck };
}

export interface OperationChecks {
  readonly params: ParamsShape;
  readonly query: ParamsShape;
  readonly answer: AnswerShape;
}

/** What of a zod schema is read here (its `_zod.def`), without loading zod. */
interface Def {
  readonly type: string;
  readonly format?: string;
  readonly checks?: readonly unknown[];
  readonly innerType?: Schema;
  readonly element?: Schema;
  readonly values?: readonly (string | number | boolean)[];
  readonly shape?: Readonly<Record<string, Schema>>;
  readonly catchall?: Schema;
}
interface Schema {
  readonly _zod: { readonly def: Def };
}

function unsupported(what: string, path: string): never {
  throw new Error(
    `check-shapes: ${what} at ${path || '(root)'} has no plain-data check; add it to check-shapes.ts`,
  );
}

export function answerShape(schema: Schema, path = ''): AnswerShape {
  const def = schema._zod.def;
  const inner = (child: Schema | undefined, at = path) => answerShape(child ?? unsupported(def.type, at), at);
  switch (def.type) {
    case 'string':
    case 'boolean':
      return def.checks?.length ? unsupported(`checks on ${def.type}`, path) : def.type;
    case 'number':
      if (def.format === 'safeint') return 'int';
      return def.format || def.checks?.length ? unsupported('checks on number', path) : 'number';
    case 'optional':
      return ['?', inner(def.innerType)];
    case 'nullable':
      return ['null', inner(def.innerType)];
    case 'array':
      return def.checks?.length
        ? unsupported('checks on array', path)
        : ['[]', inner(def.element, `${path}[]`)];
    case 'literal':
      return ['=', ...(def.values ?? [])];
    case 'object':
      if (def.catchall || def.checks?.length) unsupported('a strict or checked object', path);
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, child]) => [
          key,
          answerShape(child, path ? `${path}.${key}` : key),
        ]),
      );
    default:
      return unsupported(def.type, path);
  }
}

export function paramsShape(schema: Schema): ParamsShape {
  const def = schema._zod.def;
  const catchall = def.catchall?._zod.def.type;
  if (def.type !== 'object' || (catchall !== undefined && catchall !== 'never'))
    unsupported(def.type, 'parameters');
  const shape = Object.fromEntries(
    Object.entries(def.shape ?? {}).map(([name, child]): [string, ParamCheck] => {
      const optional = child._zod.def.type === 'optional';
      const inner = optional ? child._zod.def.innerType : child;
      const rule =
        (inner && paramRuleOf(inner)) ?? unsupported('a parameter without a params.ts builder', name);
      return [name, optional ? ['?', ...rule] : rule];
    }),
  );
  return { strict: catchall === 'never', shape };
}

/** The fields of a row the checks read. */
export interface CheckedRow {
  readonly params: object;
  readonly query: object;
  readonly response: object;
}

export function operationChecks(row: CheckedRow): OperationChecks {
  return {
    params: paramsShape(row.params as Schema),
    query: paramsShape(row.query as Schema),
    answer: answerShape(row.response as Schema),
  };
}
