// One wording of a refused parameter, for the server's 400 body and the reader's own refusal.

/** What zod reports about one failed check, reduced to what the wording needs. */
export interface ParamIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly keys?: readonly string[];
}

export interface ParamError {
  readonly param: string;
  readonly message: string;
}

const shown = (name: string) => (name.length > 64 ? `${name.slice(0, 64)}…` : name);

/**
 * The first issue of a failed parameter check as `{param, message}`: unknown names, repeated names
 * (the query string parser gives an array) and missing required ones get fixed wordings; every other
 * check's message is a phrase that follows the parameter's name.
 */
export function issueToParamError(issue: ParamIssue, input?: unknown): ParamError {
  if (issue.code === 'unrecognized_keys') {
    const name = shown(String(issue.keys?.[0] ?? ''));
    return { param: name, message: `unknown parameter ${name}` };
  }
  const param = shown(String(issue.path[0] ?? ''));
  if (issue.code === 'invalid_type') {
    // zod leaves the offending value out of its issues; the caller hands over what was checked.
    const given =
      typeof input === 'object' && input !== null
        ? (input as Record<PropertyKey, unknown>)[issue.path[0] ?? '']
        : undefined;
    if (Array.isArray(given)) return { param, message: `${param} must be given once` };
    if (given === undefined) return { param, message: `${param} is required` };
    return { param, message: `${param} must be text` };
  }
  return { param, message: `${param} ${issue.message}` };
}
