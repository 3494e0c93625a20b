import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@travel/contracts';
import { authApi } from '../../lib/api-routes/auth';
import { type BodyOf, call } from '../../lib/api-client';
import { setSession } from '../../lib/session';

const { login, forgotPassword, resetPassword, changePassword } = authApi.routes;

export const postLogin = (body: LoginRequest) => call(login, { body });
export function useLogin() {
  return useMutation({
    mutationFn: postLogin,
    onSuccess: (data) => setSession({ token: data.token, role: data.user.role, userId: data.user.id, firstName: data.user.firstName }),
  });
}

export const postForgotPassword = (body: BodyOf<typeof forgotPassword>) => call(forgotPassword, { body });
export const useForgotPassword = () => useMutation({ mutationFn: postForgotPassword });

export const postResetPassword = (body: BodyOf<typeof resetPassword>) => call(resetPassword, { body });
export const useResetPassword = () => useMutation({ mutationFn: postResetPassword });

export const putChangePassword = (body: BodyOf<typeof changePassword>) => call(changePassword, { body });
export const useChangePassword = () => useMutation({ mutationFn: putChangePassword });
