import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../lib/api-routes/auth';
import { usersApi } from '../../lib/api-routes/users';
import { type AnswerOf, call } from '../../lib/api-client';
import { getSession, setSession } from '../../lib/session';

const routes = usersApi.routes;

export type UserListItem = AnswerOf<typeof routes.list>['entities'][number];

export const fetchUsers = (page: number, searchText: string) => call(routes.list, { query: { page, searchText } });
export const usersQuery = (page: number, searchText: string) =>
  queryOptions({ queryKey: ['users', 'list', page, searchText], queryFn: () => fetchUsers(page, searchText), placeholderData: keepPreviousData });
export const useUsers = (page: number, searchText: string) => useQuery(usersQuery(page, searchText));

export const fetchUser = (id: number) => call(routes.view, { params: { id } });
export const userQuery = (id: number) => queryOptions({ queryKey: ['users', 'one', id], queryFn: () => fetchUser(id) });
/** The user of `id`; none is asked for while `id` is undefined (the add form: no `GET users/0`). */
export const useUser = (id: number | undefined) => useQuery({ ...userQuery(id ?? 0), enabled: id !== undefined });

function useInvalidateUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['users'] });
}

/** POST users (add) or POST users/{id} (the form carries its own `_method=PUT`). */
export const saveUser = ({ id, form }: { id?: number; form: FormData }) => (id ? call(routes.edit, { params: { id }, form }) : call(routes.add, { form }));
export function useSaveUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: saveUser, onSuccess: invalidate });
}

export const deleteUser = (id: number) => call(routes.delete, { params: { id } });
export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: deleteUser, onSuccess: invalidate });
}

export const putAdminChangePassword = ({ id, newPassword }: { id: number; newPassword: string }) =>
  call(routes.changePassword, { params: { id }, body: { newPassword } });
export const useAdminChangePassword = () => useMutation({ mutationFn: putAdminChangePassword });

/** POST registration: a new agent and agency, enabled later by an administrator. */
export const postRegistration = (form: FormData) => call(authApi.routes.registration, { form });
export const useRegister = () => useMutation({ mutationFn: postRegistration });

/** POST profile/{id}: the header greets the user by the saved first name at once. */
export const saveProfile = ({ id, form }: { id: number; form: FormData }) => call(authApi.routes.saveProfile, { params: { id }, form });
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (user) => {
      const session = getSession();
      if (session) setSession({ ...session, firstName: user.firstName });
      void client.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
