import { Divider, MultiSelect, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useCurrencyOptions, useProductOptions } from '../../lib/reference';
import { RichTextEditor } from '../../ui/rich-text-editor';
import type { InfoValues } from './transfer-model';
import { ChannelMarkupRows } from '../../ui/channel-markup-row';

/** The Info tab of transfer add and edit: spec §2 and §3 Transfer, plus the b2b/b2c markups (domain-rules §5.1). */
export function TransferInfoFields({ form }: { form: UseFormReturnType<InfoValues> }) {
  const { t } = useTranslation();
  const places = useProductOptions();
  const currencies = useCurrencyOptions();
  const placesInput = (field: 'origins' | 'destinations') => (
    <MultiSelect
      label={t(`transfers.${field}`)}
      description={t('transfers.placesHint')}
      data={places}
      searchable
      clearable
      hidePickedOptions
      limit={60}
      maxDropdownHeight={280}
      {...form.getInputProps(field)}
    />
  );
  return (
    <Stack gap="md">
      <TextInput label={t('transfers.name')} required {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {placesInput('origins')}
        {placesInput('destinations')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select label={t('transfers.defaultCurrency')} required searchable data={currencies} {...form.getInputProps('defaultCurrency')} />
        <NumberInput label={t('transfers.infantAgeMax')} min={0} max={17} allowDecimal={false} {...form.getInputProps('infantAgeMax')} />
        <NumberInput label={t('transfers.children1AgeMax')} min={1} max={18} allowDecimal={false} {...form.getInputProps('children1AgeMax')} />
      </SimpleGrid>
      <Divider label={t('transfers.markups')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ChannelMarkupRows ns="transfers" markups={form.values.markups} currency={form.values.defaultCurrency} inputProps={form.getInputProps} />
      </SimpleGrid>
      <RichTextEditor label={t('transfers.description')} value={form.values.description} onChange={(html) => form.setFieldValue('description', html)} />
    </Stack>
  );
}
