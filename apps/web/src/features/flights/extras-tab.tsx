import { ActionIcon, Button, Group, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { SEGMENT_DIRECTIONS } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../ui/confirm';
import { type EditableRow, newRowKey } from '../../ui/rows-editor';
import type { BaggageRow, MealRow, TabsState } from './flight-model';
import { patchLeg, useLegs } from './seat-map-tab';

type Segments = TabsState['segments'];
type Field<R> = { key: keyof R & string; header: string; amount?: boolean; width?: number };

/** A compact table of options: a line each, text cells, remove after the confirmation. */
function OptionsTable<R extends EditableRow & Record<string, unknown>>({
  caption,
  rows,
  fields,
  onChange,
  newRow,
  addLabel,
  removeLabel,
  empty,
  currency,
}: {
  caption: string;
  rows: R[];
  fields: Field<R>[];
  onChange: (rows: R[]) => void;
  newRow: () => Omit<R, 'key'>;
  addLabel: string;
  removeLabel: (index: number) => string;
  empty: string;
  currency: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      {rows.length > 0 && (
        <Table withTableBorder verticalSpacing={4} horizontalSpacing={6} fz="sm" maw={620} aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              {fields.map((f) => (
                <Table.Th key={f.key} w={f.width} style={{ textAlign: f.amount ? 'right' : 'left' }}>
                  {f.header}
                  {f.amount && (
                    <Text span c="dimmed" fz="xs" ml={4}>
                      {currency}
                    </Text>
                  )}
                </Table.Th>
              ))}
              <Table.Th w={40}>
                <VisuallyHidden>{t('common.remove')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              <Table.Tr key={row.key}>
                {fields.map((f) => (
                  <Table.Td key={f.key}>
                    <TextInput
                      size="xs"
                      aria-label={`${f.header}, ${caption} ${i + 1}`}
                      inputMode={f.amount ? 'decimal' : undefined}
                      styles={f.amount ? { input: { textAlign: 'right' } } : undefined}
                      value={String(row[f.key] ?? '')}
                      onChange={(e) => onChange(rows.map((r) => (r.key === row.key ? { ...r, [f.key]: e.currentTarget.value } : r)))}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={removeLabel(i + 1)}
                    onClick={() => confirmDelete(() => onChange(rows.filter((r) => r.key !== row.key)))}
                  >
                    ✕
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group gap="sm">
        <Button variant="light" size="xs" onClick={() => onChange([...rows, { ...newRow(), key: newRowKey() } as R])}>
          {addLabel}
        </Button>
        {rows.length === 0 && (
          <Text c="dimmed" size="sm">
            {empty}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/** Extras tab (domain-rules §5.1): baggage options per segment and meal options per leg, priced per passenger. */
export function ExtrasTab({ segments, onChange, currency }: { segments: Segments; onChange: (s: Segments) => void; currency: string }) {
  const { t } = useTranslation();
  const legs = useLegs(segments);
  if (legs.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('flights.saveScheduleFirst')}
      </Text>
    );
  const baggageFields: Field<BaggageRow>[] = [
    { key: 'name', header: t('flights.extras.name'), width: 220 },
    { key: 'weight', header: t('flights.extras.weight'), width: 110 },
    { key: 'price', header: t('flights.extras.price'), amount: true, width: 150 },
  ];
  const mealFields: Field<MealRow>[] = [
    { key: 'name', header: t('flights.extras.name'), width: 220 },
    { key: 'price', header: t('flights.extras.price'), amount: true, width: 150 },
  ];
  return (
    <Stack gap="lg">
      {SEGMENT_DIRECTIONS.map((direction) => {
        const segment = segments[direction];
        if (!segment) return null;
        const name = t(`flights.segment.${direction}`).toLowerCase();
        return (
          <Stack key={direction} gap="sm">
            <Title order={2} fz="md">
              {t('flights.segmentTitle', { direction: t(`flights.segment.${direction}`) })}
            </Title>
            <OptionsTable<BaggageRow>
              caption={t('flights.extras.baggageOf', { direction: name })}
              rows={segment.baggage}
              fields={baggageFields}
              currency={currency}
              onChange={(baggage) => onChange({ ...segments, [direction]: { ...segment, baggage } })}
              newRow={() => ({ name: '', weight: '', price: '' })}
              addLabel={t('flights.extras.addBaggage')}
              removeLabel={(index) => t('flights.extras.removeBaggage', { index, direction: name })}
              empty={t('flights.extras.noBaggage')}
            />
            {legs
              .filter((l) => l.direction === direction)
              .map(({ leg, name: legName }) => (
                <Stack key={leg.key} gap={4}>
                  <Text size="sm" fw={600}>
                    {t('flights.extras.mealsOf', { leg: legName })}
                  </Text>
                  <OptionsTable<MealRow>
                    caption={t('flights.extras.mealsOf', { leg: legName })}
                    rows={leg.meals}
                    fields={mealFields}
                    currency={currency}
                    onChange={(meals) => onChange(patchLeg(segments, leg.key, { meals }))}
                    newRow={() => ({ name: '', price: '' })}
                    addLabel={t('flights.extras.addMeal')}
                    removeLabel={(index) => t('flights.extras.removeMeal', { index, leg: legName })}
                    empty={t('flights.extras.noMeals')}
                  />
                </Stack>
              ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
