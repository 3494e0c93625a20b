import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { PassengerFieldInput } from '../../ui/passenger-field-input';
import type { PassengerSlotView } from './api';
import { fieldKey, type PassengerFiles, type PassengerValues, shownValue } from './passenger-form';

type Props = {
  slot: PassengerSlotView;
  /** 'Adult 1', 'Child, 7 years': whose fields these are. */
  title: string;
  values: PassengerValues;
  files: PassengerFiles;
  errors: Record<string, string>;
  countries: { value: string; label: string }[];
  /** Columns on a wide screen (account spec §2: 2 per row when the longest list is under 4, else 3). */
  columns: number;
  onValue: (name: string, value: string) => void;
  onFile: (name: string, file: File | null) => void;
};

/**
 * One passenger's card on Passenger Details: the fields the server asked for this passenger in
 * its order, one column on a phone and the spec's columns on a wide screen; the image uploads
 * (passport, photo) on their own row, each with its preview. A labelled group, so a screen reader
 * says whose fields these are.
 */
export function PassengerCard({ slot, title, values, files, errors, countries, columns, onValue, onFile }: Props) {
  const titleId = useId();
  const input = (f: PassengerSlotView['fields'][number]) => (
    <PassengerFieldInput
      key={f.name}
      field={f}
      value={shownValue(slot, f, values)}
      onChange={(value) => onValue(f.name, value)}
      file={files[slot.id]?.[f.name] ?? null}
      onFile={(file) => onFile(f.name, file)}
      error={errors[fieldKey(slot.id, f.name)]}
      countries={countries}
    />
  );
  const images = slot.fields.filter((f) => f.type === 'image');
  return (
    <Card withBorder radius="md" padding="sm" role="group" aria-labelledby={titleId} data-passenger={slot.id}>
      <Text id={titleId} fw={600} mb="xs">
        {title}
      </Text>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: columns }} spacing="sm" verticalSpacing="xs">
          {slot.fields.filter((f) => f.type !== 'image').map(input)}
        </SimpleGrid>
        {images.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            {images.map(input)}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
