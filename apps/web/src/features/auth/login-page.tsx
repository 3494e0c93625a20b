import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { loginRequestSchema } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../ui/links';
import { notifyError, notifySuccess } from '../../ui/notify';
import { AuthCard } from '../../ui/auth-card';
import { useLogin } from './api';

export function LoginPage({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm({ initialValues: { email: '', password: '' }, validate: schemaResolver(loginRequestSchema, { sync: true }) });

  const submit = form.onSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('auth.successLogin'));
        const target = redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
        void navigate({ href: target });
      },
      onError: (error) => notifyError(error, 'auth.login'),
    }),
  );

  return (
    <AuthCard title={t('auth.loginTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
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
