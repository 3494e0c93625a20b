import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@travel/contracts';
import { api } from '../../lib/api';

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
