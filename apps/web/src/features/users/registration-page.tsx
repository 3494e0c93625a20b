import { Button, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { registrationRequestSchema } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../ui/links';
import { toFormData } from '../../lib/api';
import { ImageInput } from '../../ui/image-input';
import { notifyError, notifySuccess } from '../../ui/notify';
import { AuthCard } from '../../ui/auth-card';
import { useRegister } from './api';
import { AgencyFields, emptyAgency } from './agency-fields';

export function RegistrationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const [logo, setLogo] = useState<File | null>(null);
  const form = useForm({
    initialValues: { ...emptyAgency, password: '', confirmPassword: '' },
    validate: schemaResolver(registrationRequestSchema, { sync: true }),
  });
  return (
    <AuthCard title={t('auth.registrationTitle')} width={760}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          register.mutate(toFormData(values, { logo }), {
            onSuccess: () => {
              notifySuccess(t('auth.registered'));
              void navigate({ to: '/login' });
            },
            onError: (e) => notifyError(e, 'auth.couldNotRegister'),
          }),
        )}
      >
        <Stack gap="md">
          <AgencyFields form={form} required={() => true} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <PasswordInput label={t('auth.password')} autoComplete="new-password" required {...form.getInputProps('password')} />
            <PasswordInput label={t('auth.confirmPassword')} autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
          </SimpleGrid>
          <ImageInput label={t('user.logo')} value={logo} onChange={setLogo} />
          <Button type="submit" loading={register.isPending}>
            {t('auth.registerButton')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth.haveAccount')} <AnchorLink to="/login">{t('auth.login')}</AnchorLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
