import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@travel/contracts';
import { api } from '../../lib/api';
import { getSession, setSession } from '../../lib/session';

export type UserListItem = { id: number; email: string; companyName: string; firstName: string; lastName: string; role: string; enabled: boolean };

export const usersQuery = (page: number, searchText: string) =>
  queryOptions({
    queryKey: ['users', 'list', page, searchText],
    queryFn: () => api<{ entities: UserListItem[]; pagesCount: number }>('GET', 'users', undefined, { page, searchText }),
    placeholderData: keepPreviousData,
  });
export const useUsers = (page: number, searchText: string) => useQuery(usersQuery(page, searchText));

export const userQuery = (id: number) => queryOptions({ queryKey: ['users', 'one', id], queryFn: () => api<User>('GET', `users/${id}`) });
export const useUser = (id: number) => useQuery(userQuery(id));

function useInvalidateUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['users'] });
}

export function useSaveUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, form }: { id?: number; form: FormData }) => api<User>('POST', id ? `users/${id}` : 'users', form),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: (id: number) => api('DELETE', `users/${id}`), onSuccess: invalidate });
}

export const useAdminChangePassword = () =>
  useMutation({ mutationFn: ({ id, newPassword }: { id: number; newPassword: string }) => api('PUT', `users/${id}/change-password`, { newPassword }) });

/** POST registration: a new agent and agency, enabled later by an administrator. */
export const useRegister = () => useMutation({ mutationFn: (form: FormData) => api('POST', 'registration', form) });

/** POST profile/{id}: the header greets the user by the saved first name at once. */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number; form: FormData }) => api<User>('POST', `profile/${id}`, form),
    onSuccess: (user) => {
      const session = getSession();
      if (session) setSession({ ...session, firstName: user.firstName });
      void client.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
