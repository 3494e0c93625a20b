import { Checkbox, Divider, Group, PasswordInput, Select, SimpleGrid, Skeleton, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { userCreateRequestSchema, userUpdateRequestSchema, type User } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink, ButtonLink } from '../../ui/links';
import { toFormData } from '../../lib/api';
import { ImageInput } from '../../ui/image-input';
import { EntityForm } from '../../ui/entity-form';
import { type Crumb, Page } from '../../ui/page';
import { useTaxonomyOptions } from '../../lib/reference';
import { AgencyFields, agencyValuesOf, emptyAgency } from './agency-fields';
import { useSaveUser, useUser } from './api';
import { MarkupFields, markupsWire, markupValuesOf } from './markup-fields';

function initialValues(user?: User) {
  return {
    ...(user ? agencyValuesOf(user) : emptyAgency),
    password: '',
    accountType: user?.accountType ? String(user.accountType.id) : '',
    role: user?.role ?? 'ROLE_AGENT',
    enabled: user?.enabled ?? true,
    allowDownloadNotPaidVoucher: user?.allowDownloadNotPaidVoucher ?? false,
    note: user?.note ?? '',
    markups: markupValuesOf(user?.markups),
    extraMarkups: markupValuesOf(user?.extraMarkups),
  };
}
type Values = ReturnType<typeof initialValues>;

/** The wire shape: markups as `{hotel, flight, transfer, visa}` JSON text (account spec §7; issue 30: every product). */
function toWire({ markups, extraMarkups, ...values }: Values, adding: boolean) {
  const wire = { ...values, markups: markupsWire(markups), extraMarkups: markupsWire(extraMarkups) };
  if (!adding) delete (wire as Partial<typeof wire>).password;
  return wire;
}

export function UserFormPage({ id }: { id?: number }) {
  const { t } = useTranslation();
  const user = useUser(id);
  const adding = id === undefined;
  const crumbs: Crumb[] = [{ label: t('nav.users'), link: { to: '/users' } }, { label: adding ? t('user.addUser') : t('user.editUser') }];
  return (
    <Page
      title={adding ? t('user.addUser') : t('user.editUser')}
      crumbs={crumbs}
      actions={
        !adding && (
          <>
            <AnchorLink to="/users/$id/change-password" params={{ id }}>
              {t('user.changePasswordLink')}
            </AnchorLink>
            {/* An agency's account: credit terms, entries, invoices (issue 31). */}
            {user.data?.role === 'ROLE_AGENT' && (
              <ButtonLink variant="light" to="/agencies/$id" params={{ id }}>
                {t('accounts.openAccount')}
              </ButtonLink>
            )}
          </>
        )
      }
    >
      {adding ? <UserForm /> : user.data ? <UserForm user={user.data} /> : <Skeleton height={480} radius="md" />}
    </Page>
  );
}

function UserForm({ user }: { user?: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveUser();
  const accountTypes = useTaxonomyOptions('accountType');
  const [logo, setLogo] = useState<File | null>(null);
  const adding = !user;
  const schema = adding ? userCreateRequestSchema : userUpdateRequestSchema;
  const form = useForm<Values>({
    initialValues: initialValues(user),
    validate: (values) => schemaResolver(schema, { sync: true })(toWire(values, adding)),
  });
  return (
    <EntityForm
      validate={() => !form.validate().hasErrors}
      save={() => save.mutateAsync({ id: user?.id, form: toFormData(toWire(form.values, adding), { logo }, user ? 'PUT' : undefined) })}
      // A new user opens on its edit page, in place of the add page (issue 32); a saved edit goes back to the list.
      onSaved={(saved) =>
        void (adding
          ? navigate({ to: '/users/$id/edit', params: { id: saved.id }, replace: true })
          : navigate({ to: '/users', search: { page: 1, searchText: '' } }))
      }
    >
      <Title order={2} fz="lg">
        {t('user.agencyDetails')}
      </Title>
      <AgencyFields form={form} required={() => true} />
      {adding && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput label={t('auth.password')} autoComplete="new-password" required {...form.getInputProps('password')} />
        </SimpleGrid>
      )}
      <ImageInput label={t('user.logo')} current={user?.logo} value={logo} onChange={setLogo} />
      <Divider />
      <Title order={2} fz="lg">
        {t('user.accountSettings')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select label={t('user.accountType')} required data={accountTypes} {...form.getInputProps('accountType')} />
        <Select
          label={t('user.role')}
          required
          allowDeselect={false}
          data={[
            { value: 'ROLE_AGENT', label: t('user.roleAgent') },
            { value: 'ROLE_ADMIN', label: t('user.roleAdmin') },
          ]}
          {...form.getInputProps('role')}
        />
      </SimpleGrid>
      <MarkupFields form={form} />
      <Group>
        <Checkbox label={t('user.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
        <Checkbox label={t('user.allowDownloadNotPaidVoucher')} {...form.getInputProps('allowDownloadNotPaidVoucher', { type: 'checkbox' })} />
      </Group>
      <Textarea label={t('user.note')} autosize minRows={2} {...form.getInputProps('note')} />
      {Object.keys(form.errors).length > 0 && (
        <Text c="red" size="sm" role="alert">
          {Object.values(form.errors)[0]}
        </Text>
      )}
    </EntityForm>
  );
}
