import { Divider, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ImageInput } from '../../ui/image-input';
import { RichTextEditor } from '../../ui/rich-text-editor';
import { useCurrencyOptions } from '../../lib/reference';
import { useAirportOptions } from './api';
import type { InfoValues } from './flight-model';
import { ChannelMarkupRows } from '../../ui/channel-markup-row';

type Props = {
  form: UseFormReturnType<InfoValues>;
  logo: { current: string | null; file: File | null };
  onLogo: (file: File | null) => void;
};

/** The Info tab of flight add and edit: spec §3 Flight, plus the airline and markups (domain-rules §5.1). */
export function FlightInfoFields({ form, logo, onLogo }: Props) {
  const { t } = useTranslation();
  const airports = useAirportOptions();
  const currencies = useCurrencyOptions();
  return (
    <Stack gap="md">
      <TextInput label={t('flights.name')} required {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select label={t('flights.fromAirport')} required searchable limit={100} data={airports} {...form.getInputProps('fromAirport')} />
        <Select label={t('flights.toAirport')} required searchable limit={100} data={airports} {...form.getInputProps('toAirport')} />
      </SimpleGrid>
      <Divider label={t('flights.airline')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label={t('flights.airlineName')} {...form.getInputProps('airlineName')} />
        <TextInput label={t('flights.airlineCode')} maxLength={2} {...form.getInputProps('airlineCode')} />
        <ImageInput label={t('flights.airlineLogo')} current={logo.current} value={logo.file} onChange={onLogo} />
      </SimpleGrid>
      <Divider label={t('flights.markups')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select label={t('flights.defaultCurrency')} searchable clearable data={currencies} {...form.getInputProps('defaultCurrency')} />
        <ChannelMarkupRows ns="flights" markups={form.values.markups} currency={form.values.defaultCurrency} inputProps={form.getInputProps} />
      </SimpleGrid>
      <RichTextEditor label={t('flights.description')} value={form.values.description} onChange={(html) => form.setFieldValue('description', html)} />
      <Textarea label={t('flights.note')} autosize minRows={2} {...form.getInputProps('note')} />
    </Stack>
  );
}
