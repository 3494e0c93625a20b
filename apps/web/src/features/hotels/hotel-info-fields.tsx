import {
  ActionIcon,
  Checkbox,
  Divider,
  FileButton,
  Group,
  Image,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ImageInput, imageProblem } from '../../ui/image-input';
import { notifyError } from '../../ui/notify';
import { RichTextEditor } from '../../ui/rich-text-editor';
import { useCurrencyOptions, useTaxonomyOptions } from '../../lib/reference';
import { useLocationOptions } from './api';
import type { InfoValues } from './hotel-model';

export type ImagesState = { mainImage: File | null; currentMain: string | null; keep: string[]; newImages: File[] };

type Props = {
  form: UseFormReturnType<InfoValues>;
  images: ImagesState;
  onImages: (images: ImagesState) => void;
  canPrice: boolean;
};

/** The Info tab of hotel add and edit (back-office spec §2 Hotels, §3 Hotel). */
export function HotelInfoFields({ form, images, onImages, canPrice }: Props) {
  const { t } = useTranslation();
  const locations = useLocationOptions();
  const categories = useTaxonomyOptions('hotelCategory');
  const meals = useTaxonomyOptions('meal');
  const currencies = useCurrencyOptions();
  const markupRow = (channel: 'b2b' | 'b2c') => (
    <Group grow align="flex-end" key={channel}>
      <Select
        label={t('hotels.markupType', { channel: channel.toUpperCase() })}
        data={[
          { value: 'percent', label: t('user.percent') },
          { value: 'fixed', label: t('user.fixed') },
        ]}
        allowDeselect={false}
        {...form.getInputProps(`markups.${channel}.type`)}
      />
      <NumberInput
        label={t('hotels.markupAmount', { channel: channel.toUpperCase() })}
        min={0}
        decimalScale={2}
        rightSection={form.values.markups[channel].type === 'percent' ? '%' : form.values.defaultCurrency}
        rightSectionWidth={48}
        {...form.getInputProps(`markups.${channel}.amount`)}
      />
    </Group>
  );

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('hotels.name')} required {...form.getInputProps('name')} />
        <Select label={t('hotels.location')} required searchable limit={100} data={locations} {...form.getInputProps('location')} />
        <Select label={t('hotels.hotelCategory')} required data={categories} {...form.getInputProps('hotelCategory')} />
        <TextInput label={t('hotels.address')} {...form.getInputProps('address')} />
        <TextInput label={t('hotels.phone')} type="tel" maxLength={40} {...form.getInputProps('phone')} />
        <TextInput label={t('hotels.latitude')} inputMode="decimal" {...form.getInputProps('latitude')} />
        <TextInput label={t('hotels.longitude')} inputMode="decimal" {...form.getInputProps('longitude')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberInput label={t('hotels.infantAgeMax')} min={0} max={17} allowDecimal={false} {...form.getInputProps('infantAgeMax')} />
        <NumberInput label={t('hotels.children1AgeMax')} min={1} max={18} allowDecimal={false} {...form.getInputProps('children1AgeMax')} />
        <NumberInput label={t('hotels.children2AgeMax')} min={1} max={18} allowDecimal={false} {...form.getInputProps('children2AgeMax')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {canPrice && (
          <Select label={t('hotels.defaultCurrency')} required searchable allowDeselect={false} data={currencies} {...form.getInputProps('defaultCurrency')} />
        )}
        <Select
          label={t('hotels.defaultMealType')}
          data={meals}
          clearable
          {...form.getInputProps('defaultMealTypeId')}
          onChange={(value) => {
            form.setFieldValue('defaultMealTypeId', value);
            // Choosing the default meal marks it in the hotel's meal types (spec §4).
            if (value && !form.values.mealTypes.includes(value)) form.setFieldValue('mealTypes', [...form.values.mealTypes, value]);
          }}
        />
      </SimpleGrid>
      <Checkbox.Group label={t('hotels.mealTypes')} {...form.getInputProps('mealTypes')}>
        <Group mt={6} gap="md">
          {meals.map((m) => (
            <Checkbox key={m.value} value={m.value} label={m.label} />
          ))}
        </Group>
      </Checkbox.Group>
      <Checkbox label={t('hotels.requiresTransfer')} {...form.getInputProps('requiresTransfer', { type: 'checkbox' })} />
      <Divider label={t('hotels.markups')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {markupRow('b2b')}
        {markupRow('b2c')}
      </SimpleGrid>
      <RichTextEditor label={t('hotels.description')} value={form.values.description} onChange={(html) => form.setFieldValue('description', html)} />
      <Textarea label={t('hotels.note')} autosize minRows={2} {...form.getInputProps('note')} />
      <Divider label={t('hotels.images')} labelPosition="left" />
      <ImageInput
        label={t('hotels.mainImage')}
        current={images.currentMain}
        value={images.mainImage}
        onChange={(file) => onImages({ ...images, mainImage: file })}
      />
      <Stack gap={6}>
        <Title order={3} fz="sm">
          {t('hotels.gallery')}
        </Title>
        <Group gap="sm">
          {images.keep.map((url) => (
            <Paper key={url} withBorder p={4} pos="relative">
              <Image src={url} alt="" w={120} h={80} fit="cover" radius="sm" />
              <ActionIcon
                size="sm"
                color="red"
                pos="absolute"
                top={6}
                right={6}
                aria-label={t('hotels.removeImage')}
                onClick={() => onImages({ ...images, keep: images.keep.filter((u) => u !== url) })}
              >
                ✕
              </ActionIcon>
            </Paper>
          ))}
          {images.newImages.map((file, i) => (
            <Paper key={`${file.name}-${file.lastModified}-${file.size}`} withBorder p={4} pos="relative" bg="blue.0">
              <Image src={URL.createObjectURL(file)} alt={file.name} w={120} h={80} fit="cover" radius="sm" />
              <ActionIcon
                size="sm"
                color="red"
                pos="absolute"
                top={6}
                right={6}
                aria-label={`${t('hotels.removeImage')} ${file.name}`}
                onClick={() => onImages({ ...images, newImages: images.newImages.filter((_, j) => j !== i) })}
              >
                ✕
              </ActionIcon>
            </Paper>
          ))}
          <FileButton
            multiple
            accept="image/jpeg,image/png,image/gif"
            onChange={(files) => {
              const problems = files.map((f) => [f, imageProblem(f)] as const).filter(([, p]) => p);
              for (const [file, problem] of problems) notifyError(new Error(`${file.name}: ${t(`common.${problem}`)}`));
              onImages({ ...images, newImages: [...images.newImages, ...files.filter((f) => !imageProblem(f))] });
            }}
          >
            {(props) => (
              <Paper {...props} withBorder w={128} h={88} component="button" type="button" style={{ cursor: 'pointer', borderStyle: 'dashed' }}>
                <Text size="sm" c="dimmed">
                  {t('hotels.addImages')}
                </Text>
              </Paper>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Stack>
  );
}
