import { Divider, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useCurrencyOptions, useProductOptions } from '../../lib/reference';
import { RichTextEditor } from '../../ui/rich-text-editor';
import { useNationalityOptions } from './api';
import type { VisaInfoValues } from './visa-model';
import { ChannelMarkupRows } from '../../ui/channel-markup-row';

/** The Info tab of visa add and edit: spec §2 /visas/{id}/edit Info and §3 Visa, plus the b2b/b2c markups (issue 14). */
export function VisaInfoFields({ form }: { form: UseFormReturnType<VisaInfoValues> }) {
  const { t } = useTranslation();
  const nationalities = useNationalityOptions();
  const products = useProductOptions();
  const currencies = useCurrencyOptions();
  return (
    <Stack gap="md">
      <TextInput label={t('visas.name')} required {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <MultiSelect
          label={t('visas.nationalities')}
          searchable
          clearable
          limit={100}
          data={nationalities}
          hidePickedOptions
          {...form.getInputProps('origins')}
        />
        <MultiSelect
          label={t('visas.destinations')}
          searchable
          clearable
          limit={100}
          data={products}
          hidePickedOptions
          {...form.getInputProps('destinations')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select label={t('visas.defaultCurrency')} required searchable data={currencies} {...form.getInputProps('defaultCurrency')} />
        <NumberInput label={t('visas.infantAgeMax')} min={0} max={17} allowDecimal={false} allowNegative={false} {...form.getInputProps('infantAgeMax')} />
        <NumberInput
          label={t('visas.children1AgeMax')}
          min={1}
          max={18}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('children1AgeMax')}
        />
      </SimpleGrid>
      <RichTextEditor label={t('visas.description')} value={form.values.description} onChange={(html) => form.setFieldValue('description', html)} />
      <Divider label={t('visas.markups')} labelPosition="left" />
      <Text size="sm" c="dimmed">
        {t('visas.markupsHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ChannelMarkupRows ns="visas" markups={form.values.markups} currency={form.values.defaultCurrency} inputProps={form.getInputProps} />
      </SimpleGrid>
    </Stack>
  );
}
