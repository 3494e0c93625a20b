import { Paper, PasswordInput, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { adminChangePasswordRequestSchema } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/links';
import { notifyError, notifySuccess } from '../../ui/notify';
import { FormActions } from '../../ui/form-actions';
import { Page } from '../../ui/page';
import { useAdminChangePassword, useUser } from './api';

export function UserViewPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const user = useUser(id);
  const rows: [string, string | null | undefined][] = user.data
    ? [
        [t('auth.email'), user.data.email],
        [t('user.companyName'), user.data.companyName],
        [t('user.firstName'), user.data.firstName],
        [t('user.lastName'), user.data.lastName],
        [t('user.phoneNumber'), user.data.phoneNumber],
        [t('user.note'), user.data.note],
      ]
    : [];
  return (
    <Page
      title={t('user.viewUser')}
      crumbs={[{ label: t('nav.users'), link: { to: '/users' } }, { label: t('user.viewUser') }]}
      actions={
        <ButtonLink to="/users/$id/edit" params={{ id }}>
          {t('common.edit')}
        </ButtonLink>
      }
    >
      <Paper withBorder radius="md" p="lg">
        {user.isLoading ? (
          <Skeleton height={160} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
            {rows.map(([label, value]) => (
              <Stack key={label} gap={2}>
                <Text component="dt" size="sm" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" m={0}>
                  {value || '—'}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Paper>
    </Page>
  );
}

export function UserChangePasswordPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useAdminChangePassword();
  const form = useForm({ initialValues: { newPassword: '' }, validate: schemaResolver(adminChangePasswordRequestSchema, { sync: true }) });
  return (
    <Page
      title={t('nav.changePassword')}
      crumbs={[
        { label: t('nav.users'), link: { to: '/users' } },
        { label: t('user.editUser'), link: { to: '/users/$id/edit', params: { id } } },
        { label: t('nav.changePassword') },
      ]}
    >
      <form
        noValidate
        style={{ maxWidth: 440 }}
        onSubmit={form.onSubmit((values) =>
          change.mutate(
            { id, newPassword: values.newPassword },
            {
              onSuccess: () => {
                notifySuccess(t('auth.passwordChanged'));
                void navigate({ to: '/users/$id/edit', params: { id } });
              },
              onError: (e) => notifyError(e),
            },
          ),
        )}
      >
        <Stack gap="sm">
          <PasswordInput label={t('auth.newPassword')} autoComplete="new-password" required {...form.getInputProps('newPassword')} />
          <FormActions saving={change.isPending} submitLabel={t('auth.changePasswordButton')} />
        </Stack>
      </form>
    </Page>
  );
}
