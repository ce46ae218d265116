// `Vary` named once per header however many parts of the server add it (the page renderer, the streamed
// page's compression, the API's compression and ETags).
import type { FastifyReply } from 'fastify';

export function addVary(reply: FastifyReply, header: string): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (vary === '') reply.header('vary', header);
  else if (
    !vary
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(header.toLowerCase()) &&
    vary !== '*'
  )
    reply.header('vary', `${vary}, ${header}`);
}
