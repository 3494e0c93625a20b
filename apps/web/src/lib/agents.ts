import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client';
import { usersApi } from './api-routes/users';

/** The agencies an administrator filters lists by (My Bookings, Invoices): id and company name. */
export const agentsQuery = queryOptions({
  queryKey: ['agents'],
  queryFn: () => call(usersApi.routes.agents),
  staleTime: 5 * 60_000,
});
