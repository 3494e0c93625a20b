import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useCurrencyOptions, useLocationOptions } from '../../lib/reference';
import { ImageInput } from '../../ui/image-input';
import { RichTextEditor } from '../../ui/rich-text-editor';
import type { TourValues } from './tour-model';

type Props = {
  form: UseFormReturnType<TourValues>;
  image: { current: string | null; file: File | null };
  onImage: (file: File | null) => void;
};

/**
 * The tour add and edit fields: name, price, location, description, note, main image (spec §2
 * Tours); issue 28 sells tours: the price is per adult, a child price, the currency of both and
 * the days before the tour up to which cancelling is free.
 */
export function TourFields({ form, image, onImage }: Props) {
  const { t } = useTranslation();
  const locations = useLocationOptions();
  const currencies = useCurrencyOptions();
  // The stored currency stays offered while the list loads (or if it left the list).
  const currencyOptions =
    form.values.currency && !currencies.some((c) => c.value === form.values.currency)
      ? [{ value: form.values.currency, label: form.values.currency }, ...currencies]
      : currencies;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label={t('tours.name')} required {...form.getInputProps('name')} />
        <Select label={t('tours.location')} required searchable limit={100} data={locations} {...form.getInputProps('location')} />
        <Select label={t('tours.currency')} required searchable allowDeselect={false} data={currencyOptions} {...form.getInputProps('currency')} />
        <TextInput label={t('tours.price')} description={t('tours.priceHint')} required inputMode="decimal" {...form.getInputProps('price')} />
        <TextInput label={t('tours.priceChild')} description={t('tours.priceChildHint')} inputMode="decimal" {...form.getInputProps('priceChild')} />
        <TextInput
          label={t('tours.freeCancellation')}
          description={t('tours.freeCancellationHint')}
          type="number"
          min={0}
          max={365}
          {...form.getInputProps('freeCancellationDays')}
        />
      </SimpleGrid>
      <RichTextEditor label={t('tours.description')} value={form.values.description} onChange={(html) => form.setFieldValue('description', html)} />
      <Textarea label={t('tours.note')} autosize minRows={2} {...form.getInputProps('note')} />
      <ImageInput label={t('tours.mainImage')} current={image.current} value={image.file} onChange={onImage} />
    </Stack>
  );
}
