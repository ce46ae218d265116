// Keeps partner keys out of logs: a `key` query value is replaced before any URL is logged.
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:key|publisherId)=)[^&#]*/gi, '$1[redacted]');
}
