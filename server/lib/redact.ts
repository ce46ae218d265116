// Keeps secrets out of logs: partner keys, and the reader's user id, which is a bearer secret (whoever holds
// it reads and changes that reader's follows). With optOut=true nothing identifying the reader is logged.

const SECRET_PARAMS = /([?&](?:key|publisherId|userId)=)[^&#]*/gi;
/** `/user/{id}` names the reader in the path. */
const USER_PATH = /(\/mediaApi\/v1\.0\/user\/)[^/?#]*/gi;
const OPT_OUT = /[?&]optOut=true(?:&|#|$)/i;

export function redactUrl(url: string): string {
  let redacted = url.replace(SECRET_PARAMS, '$1[redacted]').replace(USER_PATH, '$1[redacted]');
  // An opted-out reader's analytics id goes too.
  if (OPT_OUT.test(url)) redacted = redacted.replace(/([?&]aid=)[^&#]*/gi, '$1[redacted]');
  return redacted;
}

/** Whether the request asks for nothing about it to be recorded (then its address is not logged either). */
export function optedOut(url: string): boolean {
  return OPT_OUT.test(url);
}

/** pino's request serializer: method, the redacted URL, and the client address unless opted out. */
export function serializeRequest(request: { method: string; url: string; ip?: string }) {
  return optedOut(request.url)
    ? { method: request.method, url: redactUrl(request.url) }
    : { method: request.method, url: redactUrl(request.url), ip: request.ip };
}
