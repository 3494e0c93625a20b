import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from './api-routes/auth';
import { call } from './api-client';
import { setSession, useSession } from './session';

export const fetchMe = () => call(authApi.routes.me);

/** The logged-in user (GET me), read by the profile page and by screens that check a permission. */
export const meQuery = (token: string | undefined) => queryOptions({ queryKey: ['me', token], queryFn: () => fetchMe(), enabled: !!token, staleTime: 60_000 });

export const useMe = () => {
  const session = useSession();
  return useQuery(meQuery(session?.token));
};

/** Logout from the header or a footer menu; the cached answers of the old user go with the session. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // The server revokes the token; even if it cannot be reached we forget it locally.
      await call(authApi.routes.logout).catch(() => undefined);
    },
    onSettled: () => {
      setSession(null);
      client.clear();
    },
  });
}

/** Where to go after logging in: a path of this site only (never `//elsewhere`), the home page else. */
export const safeRedirect = (redirect: string | undefined) =>
  redirect?.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\') ? redirect : '/';

/** The login page that comes back to `href` (a path with its query) once logged in. */
export const loginHref = (href: string) => `/login?${new URLSearchParams({ redirect: href })}`;
