import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const useSubscribe = () => useMutation({ mutationFn: (email: string) => api('POST', 'subscriptions', { email }) });
