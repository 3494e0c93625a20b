import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormErrors, useForm, schemaResolver } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSessionExpired, takeSessionExpired } from '../../lib/session';
import { AnchorLink } from '../../ui/links';
import { notifyError, notifySuccess } from '../../ui/notify';
import { AuthCard } from '../../ui/auth-card';
import { safeRedirect } from '../../lib/auth';
import { useLogin } from './api';

type LoginValues = { email: string; password: string };

let loading: Promise<(values: LoginValues) => FormErrors> | undefined;
// A failed fetch is asked again next time.
const loadRules = () =>
  (loading ??= import('./login-schema')
    .then(({ loginRequestSchema }) => schemaResolver(loginRequestSchema, { sync: true }))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));

/**
 * /login. `redirect` is the page to come back to: the one a guard, an expired session or the
 * guest modal of the results sent the user away from (the search and wizard step are its URL).
 */
export function LoginPage({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  // The contract's rules load once the user is in the form, after the first paint (login-schema.ts);
  // a submit waits for them.
  const rules = useRef<(values: LoginValues) => FormErrors>(() => ({}));
  const form = useForm<LoginValues>({ initialValues: { email: '', password: '' }, validate: (values) => rules.current(values) });
  // A session the server refused on the page left (issue 18.3): said here, once.
  const [expired] = useState(isSessionExpired);
  useEffect(() => void takeSessionExpired(), []);
  // Fetched ahead of the submit, which takes them.
  const prepare = () => void loadRules().catch(() => {});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Without the rules (their file could not be fetched) the server's checks answer alone.
    rules.current = await loadRules().catch(() => rules.current);
    if (form.validate().hasErrors) return;
    login.mutate(form.getValues(), {
      onSuccess: () => {
        notifySuccess(t('auth.successLogin'));
        void navigate({ href: safeRedirect(redirect) });
      },
      onError: (error) => notifyError(error, 'auth.login'),
    });
  };

  return (
    <AuthCard title={t('auth.loginTitle')}>
      <form onSubmit={(event) => void submit(event)} onFocus={prepare} noValidate>
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
            {t('auth.noAccount')} <AnchorLink to="/registration">{t('auth.registerLink')}</AnchorLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
