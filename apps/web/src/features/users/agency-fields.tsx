import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from '../../lib/reference';

export type AgencyValues = {
  email: string;
  companyName: string;
  firstName: string;
  lastName: string;
  taxRegistrationNumber: string;
  position: string;
  country: string;
  city: string;
  address: string;
  website: string;
  phoneNumber: string;
  companyPhoneNumber: string;
};

export const emptyAgency: AgencyValues = {
  email: '',
  companyName: '',
  firstName: '',
  lastName: '',
  taxRegistrationNumber: '',
  position: '',
  country: '',
  city: '',
  address: '',
  website: '',
  phoneNumber: '',
  companyPhoneNumber: '',
};

export function agencyValuesOf(user: { [K in keyof AgencyValues]?: unknown } & { country: { id: number } | null }): AgencyValues {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    email: text(user.email),
    companyName: text(user.companyName),
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    taxRegistrationNumber: text(user.taxRegistrationNumber),
    position: text(user.position),
    country: user.country ? String(user.country.id) : '',
    city: text(user.city),
    address: text(user.address),
    website: text(user.website),
    phoneNumber: text(user.phoneNumber),
    companyPhoneNumber: text(user.companyPhoneNumber),
  };
}

/** The agency fields shared by registration, profile and the admin user form. */
export function AgencyFields<V extends AgencyValues>({ form, required }: { form: UseFormReturnType<V>; required: (field: keyof AgencyValues) => boolean }) {
  const { t } = useTranslation();
  const countries = useCountryOptions();
  const field = (name: keyof AgencyValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} required={required(name)} {...extra} {...form.getInputProps(name as string)} />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      {field('companyName', t('user.companyName'), { autoComplete: 'organization' })}
      {field('taxRegistrationNumber', t('user.taxRegistrationNumber'))}
      {field('firstName', t('user.firstName'), { autoComplete: 'given-name' })}
      {field('lastName', t('user.lastName'), { autoComplete: 'family-name' })}
      {field('email', t('auth.email'), { type: 'email', autoComplete: 'email' })}
      {field('position', t('user.position'), { autoComplete: 'organization-title' })}
      <Select
        label={t('user.country')}
        required={required('country')}
        data={countries}
        searchable
        nothingFoundMessage="—"
        {...form.getInputProps('country' as string)}
      />
      {field('city', t('user.city'), { autoComplete: 'address-level2' })}
      {field('address', t('user.address'), { autoComplete: 'street-address' })}
      {field('website', t('user.website'), { autoComplete: 'url' })}
      {field('phoneNumber', t('user.phoneNumber'), { type: 'tel', autoComplete: 'tel' })}
      {field('companyPhoneNumber', t('user.companyPhoneNumber'), { type: 'tel' })}
    </SimpleGrid>
  );
}
