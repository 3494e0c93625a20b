import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse, User } from '@travel/contracts';
import { api } from '../../lib/api';
import { getSession, setSession, useSession } from '../../lib/session';

export const meQuery = (token: string | undefined) =>
  queryOptions({ queryKey: ['me', token], queryFn: () => api<User>('GET', 'me'), enabled: !!token, staleTime: 60_000 });

export const useMe = () => {
  const session = useSession();
  return useQuery(meQuery(session?.token));
};

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginRequest) => api<LoginResponse>('POST', 'login', body),
    onSuccess: (data) =>
      setSession({ token: data.token, role: data.user.role, userId: data.user.id, firstName: data.user.firstName }),
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // The server revokes the token; even if it cannot be reached we forget it locally.
      await api('POST', 'logout').catch(() => undefined);
    },
    onSettled: () => {
      setSession(null);
      client.clear();
    },
  });
}

export const useRegister = () => useMutation({ mutationFn: (form: FormData) => api('POST', 'registration', form) });
export const useForgotPassword = () =>
  useMutation({ mutationFn: (body: { email: string }) => api<{ message: string }>('POST', 'forgot-password', body) });
export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { hash: string; password: string; repeatPassword: string }) => api('POST', 'reset-password', body),
  });
export const useChangePassword = () =>
  useMutation({ mutationFn: (body: { oldPassword: string; password: string }) => api('PUT', 'change-password', body) });

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
