import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { loginRequestSchema } from '@travel/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSessionExpired, takeSessionExpired } from '../../lib/session';
import { AnchorLink } from '../../ui/links';
import { notifyError, notifySuccess } from '../../ui/notify';
import { AuthCard } from '../../ui/auth-card';
import { safeRedirect } from '../../lib/auth';
import { useLogin } from './api';

/**
 * /login. `redirect` is the page to come back to: the one a guard, an expired session or the
 * guest modal of the results sent the user away from (the search and wizard step are its URL).
 */
export function LoginPage({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm({ initialValues: { email: '', password: '' }, validate: schemaResolver(loginRequestSchema, { sync: true }) });
  // A session the server refused on the page left (issue 18.3): said here, once.
  const [expired] = useState(isSessionExpired);
  useEffect(() => void takeSessionExpired(), []);

  const submit = form.onSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('auth.successLogin'));
        void navigate({ href: safeRedirect(redirect) });
      },
      onError: (error) => notifyError(error, 'auth.login'),
    }),
  );

  return (
    <AuthCard title={t('auth.loginTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {expired && (
            <Alert color="orange" variant="light">
              {t('auth.sessionExpired')}
            </Alert>
          )}
          <TextInput label={t('auth.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordInput label={t('auth.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <AnchorLink to="/forgot-password" size="sm">
              {t('auth.forgotLink')}
            </AnchorLink>
          </Group>
          <Button type="submit" loading={login.isPending} fullWidth>
            {t('auth.login')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth.noAccount')}{' '}
            <AnchorLink to="/registration">
              {t('auth.registerLink')}
            </AnchorLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
