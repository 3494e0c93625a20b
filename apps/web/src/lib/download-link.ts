import { call, pathOf, type RouteRef, urlOf } from './api-client';
import { authApi } from './api-routes/auth';

/**
 * A file of the API opened as a link (issue 31: statements and invoices, as the bookings CSV is):
 * the link carries a fresh one-minute, single-use download token (never the login token) and the
 * route's query; the server answers the file as an attachment, so the page stays where it is.
 */
export async function openDownloadLink(route: RouteRef, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}) {
  const { token } = await call(authApi.routes.downloadToken);
  window.location.assign(urlOf(pathOf(route.path, params), { ...query, token }).href);
}
