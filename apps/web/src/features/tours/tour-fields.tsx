import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useLocationOptions } from '../../lib/reference';
import { ImageInput } from '../../ui/image-input';
import { RichTextEditor } from '../../ui/rich-text-editor';
import type { TourValues } from './tour-model';

type Props = {
  form: UseFormReturnType<TourValues>;
  image: { current: string | null; file: File | null };
  onImage: (file: File | null) => void;
};

/** The tour add and edit fields: name, price, location, description, note, main image (spec §2 Tours). */
export function TourFields({ form, image, onImage }: Props) {
  const { t } = useTranslation();
  const locations = useLocationOptions();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label={t('tours.name')} required {...form.getInputProps('name')} />
        <TextInput label={t('tours.price')} required inputMode="decimal" {...form.getInputProps('price')} />
        <Select label={t('tours.location')} required searchable limit={100} data={locations} {...form.getInputProps('location')} />
      </SimpleGrid>
      <RichTextEditor label={t('tours.description')} value={form.values.description} onChange={(html) => form.setFieldValue('description', html)} />
      <Textarea label={t('tours.note')} autosize minRows={2} {...form.getInputProps('note')} />
      <ImageInput label={t('tours.mainImage')} current={image.current} value={image.file} onChange={onImage} />
    </Stack>
  );
}
