import { Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { type Hotel, personCounts, personField } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { RowsEditor } from '../../ui/rows-editor';
import { useTaxonomyOptions } from '../../lib/reference';
import type { AllotmentRowState, PricingRowState } from './hotel-model';

type Rows<R> = Record<number, R[]>;

export function DateRange({
  start,
  end,
  onChange,
  labels,
  required = true,
}: { start: string; end: string; onChange: (patch: { startDate?: string; endDate?: string }) => void; labels?: [string, string]; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput type="date" label={labels?.[0] ?? t('hotels.startDate')} required={required} value={start} onChange={(e) => onChange({ startDate: e.currentTarget.value })} />
      <TextInput
        type="date"
        label={labels?.[1] ?? t('hotels.endDate')}
        required={required}
        value={end}
        min={start || undefined}
        error={start && end && end < start ? t('hotels.endBeforeStart') : undefined}
        onChange={(e) => onChange({ endDate: e.currentTarget.value })}
      />
    </>
  );
}

/** Hotel meal types as options (the pricing rows may only use those). */
export function useHotelMealOptions(hotel: Hotel) {
  const meals = useTaxonomyOptions('meal');
  return meals.filter((m) => hotel.mealTypes[m.value]);
}

/** Pricing tab: per room type, period rows with one price per person count (spec §3 Room pricing). */
export function PricingTab({ hotel, rows, onChange, onDeleteSaved }: { hotel: Hotel; rows: Rows<PricingRowState>; onChange: (rows: Rows<PricingRowState>) => void; onDeleteSaved: (id: number) => void }) {
  const { t } = useTranslation();
  const meals = useHotelMealOptions(hotel);
  if (hotel.rooms.length === 0) return <Title order={3} fz="sm" c="dimmed">{t('hotels.noRoomsYet')}</Title>;
  return (
    <Stack gap="lg">
      {hotel.rooms.map((room) => (
        <Stack key={room.id} gap="xs">
          <Title order={3} fz="md">
            {room.name}
          </Title>
          <RowsEditor<PricingRowState>
            rows={rows[room.id] ?? []}
            onChange={(next) => onChange({ ...rows, [room.id]: next })}
            addLabel={t('hotels.addPricing')}
            empty={t('hotels.noPricing')}
            removeLabel={(_r, i) => t('hotels.removePricing', { room: room.name, index: i + 1 })}
            onDeleteSaved={(row) => onDeleteSaved(row.id!)}
            newRow={() => ({
              startDate: '',
              endDate: '',
              // New pricing rows are of type personCount (spec §4).
              pricingData: { pricingType: 'personCount', mealTypeId: String(hotel.defaultMealTypeId ?? meals[0]?.value ?? '') },
            })}
            render={(row, update) => {
              const set = (field: string, value: string) => update({ pricingData: { ...row.pricingData, [field]: value } });
              return (
                <Stack gap="xs">
                  <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="xs">
                    <DateRange start={row.startDate} end={row.endDate} onChange={update} />
                    <Select
                      label={t('hotels.pricingType')}
                      allowDeselect={false}
                      data={[
                        { value: 'personCount', label: t('hotels.personCount') },
                        { value: 'extraAdult', label: t('hotels.extraAdultType') },
                      ]}
                      value={row.pricingData.pricingType ?? 'personCount'}
                      onChange={(v) => set('pricingType', v ?? 'personCount')}
                    />
                    <Select label={t('hotels.mealType')} required allowDeselect={false} data={meals} value={row.pricingData.mealTypeId ?? null} onChange={(v) => set('mealTypeId', v ?? '')} />
                  </SimpleGrid>
                  <Group gap="xs" wrap="wrap">
                    {personCounts(room).map((n) => (
                      <TextInput
                        key={n}
                        w={110}
                        label={t('hotels.personPrice', { count: n })}
                        required
                        inputMode="decimal"
                        value={row.pricingData[personField(n)] ?? ''}
                        onChange={(e) => set(personField(n), e.currentTarget.value)}
                      />
                    ))}
                    <TextInput w={110} label={t('hotels.extraAdult')} inputMode="decimal" value={row.pricingData.extraAdult ?? ''} onChange={(e) => set('extraAdult', e.currentTarget.value)} />
                    <TextInput w={110} label={t('hotels.extraChild')} inputMode="decimal" value={row.pricingData.extraChild ?? ''} onChange={(e) => set('extraChild', e.currentTarget.value)} />
                  </Group>
                </Stack>
              );
            }}
          />
        </Stack>
      ))}
    </Stack>
  );
}

/** Allotment tab (beyond the spec, domain-rules §6): rooms for sale per night over date ranges. */
export function AllotmentTab({ hotel, rows, onChange }: { hotel: Hotel; rows: Rows<AllotmentRowState>; onChange: (rows: Rows<AllotmentRowState>) => void }) {
  const { t } = useTranslation();
  if (hotel.rooms.length === 0) return <Title order={3} fz="sm" c="dimmed">{t('hotels.noRoomsYet')}</Title>;
  return (
    <Stack gap="lg">
      <Title order={3} fz="sm" c="dimmed" fw={400}>
        {t('hotels.allotmentHint')}
      </Title>
      {hotel.rooms.map((room) => (
        <Stack key={room.id} gap="xs">
          <Title order={3} fz="md">
            {room.name}
          </Title>
          <RowsEditor<AllotmentRowState>
            rows={rows[room.id] ?? []}
            onChange={(next) => onChange({ ...rows, [room.id]: next })}
            addLabel={t('hotels.addAllotment')}
            empty={t('hotels.noAllotment')}
            removeLabel={(_r, i) => t('hotels.removeAllotment', { room: room.name, index: i + 1 })}
            newRow={() => ({ startDate: '', endDate: '', rooms: 1 })}
            render={(row, update) => (
              <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="xs">
                <DateRange start={row.startDate} end={row.endDate} onChange={update} />
                <TextInput label={t('hotels.roomsForSale')} type="number" min={0} required value={String(row.rooms)} onChange={(e) => update({ rooms: e.currentTarget.value })} />
                {row.sold !== undefined && <TextInput label={t('hotels.roomsSold')} value={String(row.sold)} readOnly variant="filled" />}
              </SimpleGrid>
            )}
          />
        </Stack>
      ))}
    </Stack>
  );
}
