import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors';

/**
 * A download link (the bookings CSV or statement, a voucher) whose single-use token is unknown,
 * spent or expired. A browser that opened it as a page is sent to the web app's "link expired"
 * page (issue 30), which names the file again so one click makes a fresh link: the CSV's filters,
 * a voucher's id and copy. Any other client (a fetch, a script) gets the 401 it always got.
 */
export function refuseExpiredLink(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { kind: 'csv'; filters: Record<string, unknown> } | { kind: 'voucher'; id: number; copy?: string },
) {
  const openedAsPage = request.headers['sec-fetch-mode'] === 'navigate' || /\btext\/html\b/.test(request.headers.accept ?? '');
  if (!openedAsPage) throw unauthorized('This download link is invalid or has expired.');
  const query = new URLSearchParams({ file: file.kind });
  if (file.kind === 'voucher') {
    query.set('id', String(file.id));
    if (file.copy) query.set('copy', file.copy);
  } else {
    for (const [key, value] of Object.entries(file.filters))
      if (key !== 'token' && value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return reply.code(303).header('cache-control', 'no-store').redirect(`/link-expired?${query}`, 303);
}
