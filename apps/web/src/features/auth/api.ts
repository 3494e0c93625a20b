import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@travel/contracts';
import { api } from '../../lib/api';
import { setSession } from '../../lib/session';

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginRequest) => api<LoginResponse>('POST', 'login', body),
    onSuccess: (data) =>
      setSession({ token: data.token, role: data.user.role, userId: data.user.id, firstName: data.user.firstName }),
  });
}

export const useForgotPassword = () =>
  useMutation({ mutationFn: (body: { email: string }) => api<{ message: string }>('POST', 'forgot-password', body) });
export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { hash: string; password: string; repeatPassword: string }) => api('POST', 'reset-password', body),
  });
export const useChangePassword = () =>
  useMutation({ mutationFn: (body: { oldPassword: string; password: string }) => api('PUT', 'change-password', body) });
