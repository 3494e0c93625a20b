import { Paper, Skeleton, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { profileRequestSchema, type User } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toFormData } from '../../lib/api';
import { ImageInput } from '../../ui/image-input';
import { notifyError, notifySuccess, toastsShown } from '../../ui/notify';
import { FormActions } from '../../ui/form-actions';
import { Page } from '../../ui/page';
import { useMe } from '../../lib/auth';
import { useSaveProfile } from './api';
import { AgencyFields, agencyValuesOf } from './agency-fields';

const PROFILE_REQUIRED = new Set(['email', 'companyName', 'firstName', 'lastName', 'taxRegistrationNumber', 'country']);

export function ProfilePage() {
  const { t } = useTranslation();
  const me = useMe();
  return <Page title={t('user.profileTitle')}>{me.data ? <ProfileForm user={me.data} /> : <Skeleton height={360} radius="md" />}</Page>;
}

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const [logo, setLogo] = useState<File | null>(null);
  const form = useForm({ initialValues: agencyValuesOf(user), validate: schemaResolver(profileRequestSchema, { sync: true }) });
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          save.mutate(
            { id: user.id, form: toFormData(values, { logo }, 'PUT') },
            {
              onSuccess: () => {
                notifySuccess(t('common.saved'));
                // The spec reloads the page after a profile save, once its toast has been seen.
                void toastsShown().then(() => setTimeout(() => window.location.reload(), 600));
              },
              onError: (e) => notifyError(e),
            },
          ),
        )}
      >
        <Stack gap="md">
          <AgencyFields form={form} required={(f) => PROFILE_REQUIRED.has(f)} />
          <ImageInput label={t('user.logo')} current={user.logo} value={logo} onChange={setLogo} />
          <FormActions saving={save.isPending} />
        </Stack>
      </form>
    </Paper>
  );
}
