import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { changePasswordRequestSchema, forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../ui/links';
import { notifyError, notifySuccess } from '../../ui/notify';
import { FormActions } from '../../ui/form-actions';
import { Page } from '../../ui/page';
import { AuthCard } from '../../ui/auth-card';
import { useChangePassword, useForgotPassword, useResetPassword } from './api';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '' }, validate: schemaResolver(forgotPasswordRequestSchema, { sync: true }) });
  return (
    <AuthCard title={t('auth.forgotTitle')} hint={t('auth.forgotHint')}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => forgot.mutate(values, { onSuccess: (data) => setSent(data.message), onError: (e) => notifyError(e) }))}
      >
        <Stack gap="sm">
          <TextInput label={t('auth.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
          {sent && (
            <Text c="teal.8" size="sm" role="status">
              {sent}
            </Text>
          )}
          <Button type="submit" loading={forgot.isPending} fullWidth>
            {t('auth.resetButton')}
          </Button>
          <AnchorLink to="/login" size="sm" ta="center">
            {t('auth.backToLogin')}
          </AnchorLink>
        </Stack>
      </form>
    </AuthCard>
  );
}

export function ResetPasswordPage({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { hash, password: '', repeatPassword: '' },
    validate: schemaResolver(resetPasswordRequestSchema, { sync: true }),
  });
  return (
    <AuthCard title={t('auth.resetTitle')}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          reset.mutate(values, {
            onSuccess: () => {
              notifySuccess(t('auth.passwordChanged'));
              void navigate({ to: '/login' });
            },
            onError: (e) => notifyError(e),
          }),
        )}
      >
        <Stack gap="sm">
          <PasswordInput label={t('auth.password')} autoComplete="new-password" required {...form.getInputProps('password')} />
          <PasswordInput label={t('auth.repeatPassword')} autoComplete="new-password" required {...form.getInputProps('repeatPassword')} />
          <Button type="submit" loading={reset.isPending} fullWidth>
            {t('auth.changePasswordButton')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm({ initialValues: { oldPassword: '', password: '' }, validate: schemaResolver(changePasswordRequestSchema, { sync: true }) });
  return (
    <Page title={t('nav.changePassword')}>
      <form
        noValidate
        style={{ maxWidth: 440 }}
        onSubmit={form.onSubmit((values) =>
          change.mutate(values, {
            onSuccess: () => {
              notifySuccess(t('auth.passwordChanged'));
              form.reset();
            },
            onError: (e) => notifyError(e),
          }),
        )}
      >
        <Stack gap="sm">
          <PasswordInput label={t('auth.oldPassword')} autoComplete="current-password" required {...form.getInputProps('oldPassword')} />
          <PasswordInput label={t('auth.newPassword')} autoComplete="new-password" required {...form.getInputProps('password')} />
          <FormActions saving={change.isPending} submitLabel={t('auth.changePasswordButton')} />
        </Stack>
      </form>
    </Page>
  );
}
