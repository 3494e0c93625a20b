import { Stack, Title } from '@mantine/core';
import { type Hotel, personCounts, personField, STAY_DAY_FIELDS, STAY_NUMBER_FIELDS } from '@travel/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date-field';
import { type GridColumn, type GridRefusal, periodProblems } from '../../ui/period-grid-model';
import { PeriodRowsGrid } from '../../ui/period-rows-grid';
import { useTaxonomyOptions } from '../../lib/reference';
import { type AllotmentRowState, type PricingRowState, shiftClosedDays, stayProblem } from './hotel-model';

type Rows<R> = Record<number, R[]>;

export function DateRange({
  start,
  end,
  onChange,
  labels,
  required = true,
}: {
  start: string;
  end: string;
  onChange: (patch: { startDate?: string; endDate?: string }) => void;
  labels?: [string, string];
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DateField label={labels?.[0] ?? t('hotels.startDate')} required={required} value={start} onChange={(startDate) => onChange({ startDate })} />
      <DateField
        label={labels?.[1] ?? t('hotels.endDate')}
        required={required}
        value={end}
        min={start || undefined}
        error={start && end && end < start ? t('hotels.endBeforeStart') : undefined}
        onChange={(endDate) => onChange({ endDate })}
      />
    </>
  );
}

/** Hotel meal types as options (the pricing rows may only use those). */
export function useHotelMealOptions(hotel: Hotel) {
  const meals = useTaxonomyOptions('meal');
  return meals.filter((m) => hotel.mealTypes[m.value]);
}

/**
 * The grid columns of a room's pricing: type, meal, one price per person count, extra adult and
 * child (spec §3 Room pricing), then the period's stay restrictions (domain-rules §4.6, issue 33),
 * edited like prices: whole numbers, and closed days as "Sat, Sun, 12.03.2027".
 */
export function pricingColumns(room: Hotel['rooms'][number], meals: { value: string; label: string }[], t: TFunction): GridColumn<PricingRowState>[] {
  const field = (key: string, header: string, extra: Partial<GridColumn<PricingRowState>> = {}): GridColumn<PricingRowState> => ({
    key,
    header,
    value: (row) => row.pricingData[key] ?? '',
    patch: (row, value) => ({ pricingData: { ...row.pricingData, [key]: value } }),
    width: 76,
    ...extra,
  });
  return [
    field('pricingType', t('hotels.pricingType'), {
      kind: 'select',
      width: 132,
      options: [
        { value: 'personCount', label: t('hotels.personCount') },
        { value: 'extraAdult', label: t('hotels.extraAdultType') },
      ],
    }),
    field('mealTypeId', t('hotels.mealType'), { kind: 'select', required: true, width: 132, options: meals }),
    ...personCounts(room).map((n) => field(personField(n), t('hotels.personPrice', { count: n }), { required: true })),
    field('extraAdult', t('hotels.extraAdult')),
    field('extraChild', t('hotels.extraChild')),
    ...[...STAY_NUMBER_FIELDS, ...STAY_DAY_FIELDS].map((key) =>
      field(key, t(`hotels.stay.${key}`), {
        kind: (STAY_NUMBER_FIELDS as readonly string[]).includes(key) ? 'integer' : 'text',
        width: (STAY_NUMBER_FIELDS as readonly string[]).includes(key) ? 64 : 150,
        title: t(`hotels.stay.titles.${key}`),
        group: t('hotels.stay.group'),
        check: (_value, row) => {
          const problem = stayProblem(row, key);
          return problem && t(`hotels.stay.${problem.key}`, problem.values);
        },
      }),
    ),
  ];
}

/** Every room's refused pricing cells, so a failed save can open this tab on the first one. */
export function pricingProblems(hotel: Hotel, rows: Rows<PricingRowState>, meals: { value: string; label: string }[], t: TFunction) {
  return hotel.rooms.flatMap((room) => periodProblems(rows[room.id] ?? [], pricingColumns(room, meals, t)));
}

/** Pricing tab: per room type, a compact grid of period rows in the hotel's currency (issue 11.3). */
export function PricingTab({
  hotel,
  rows,
  onChange,
  onDeleteSaved,
  showErrors,
  refusal,
}: {
  hotel: Hotel;
  rows: Rows<PricingRowState>;
  onChange: (rows: Rows<PricingRowState>) => void;
  onDeleteSaved: (id: number) => void;
  showErrors?: boolean;
  /** The cell a save was refused on by the server (its room type, row and field). */
  refusal?: (GridRefusal & { roomId: number }) | null;
}) {
  const { t } = useTranslation();
  const meals = useHotelMealOptions(hotel);
  if (hotel.rooms.length === 0)
    return (
      <Title order={3} fz="sm" c="dimmed">
        {t('hotels.noRoomsYet')}
      </Title>
    );
  return (
    <Stack gap="lg">
      {hotel.rooms.map((room) => (
        <Stack key={room.id} gap="xs">
          <Title order={3} fz="md">
            {room.name}
          </Title>
          <PeriodRowsGrid<PricingRowState>
            caption={t('hotels.pricingOf', { room: room.name })}
            rows={rows[room.id] ?? []}
            onChange={(next) => onChange({ ...rows, [room.id]: next })}
            columns={pricingColumns(room, meals, t)}
            currency={hotel.defaultCurrency}
            showErrors={showErrors}
            refusal={refusal?.roomId === room.id ? refusal : null}
            addLabel={t('hotels.addPricing')}
            empty={t('hotels.noPricing')}
            removeLabel={(_r, i) => t('hotels.removePricing', { room: room.name, index: i + 1 })}
            duplicateLabel={(_r, i) => t('hotels.duplicatePricing', { room: room.name, index: i + 1 })}
            duplicateShift={shiftClosedDays}
            onDeleteSaved={(row) => onDeleteSaved(row.id!)}
            // New pricing rows are of type personCount (spec §4).
            newRow={() => ({ pricingData: { pricingType: 'personCount', mealTypeId: String(hotel.defaultMealTypeId ?? meals[0]?.value ?? '') } })}
          />
        </Stack>
      ))}
    </Stack>
  );
}

/** The allotment grid's columns: rooms for sale per night, and the rooms already sold (read only). */
export function allotmentColumns(t: TFunction): GridColumn<AllotmentRowState>[] {
  return [
    {
      key: 'rooms',
      header: t('hotels.roomsForSale'),
      kind: 'integer',
      required: true,
      width: 120,
      value: (row) => String(row.rooms),
      patch: (_row, rooms) => ({ rooms }),
    },
    {
      key: 'sold',
      header: t('hotels.roomsSold'),
      kind: 'readonly',
      width: 100,
      value: (row) => (row.sold === undefined ? '' : String(row.sold)),
      patch: () => ({}),
    },
  ];
}

export function allotmentProblems(hotel: Hotel, rows: Rows<AllotmentRowState>, t: TFunction) {
  return hotel.rooms.flatMap((room) => periodProblems(rows[room.id] ?? [], allotmentColumns(t)));
}

/** Allotment tab (beyond the spec, domain-rules §6): rooms for sale per night over date ranges. */
export function AllotmentTab({
  hotel,
  rows,
  onChange,
  showErrors,
}: {
  hotel: Hotel;
  rows: Rows<AllotmentRowState>;
  onChange: (rows: Rows<AllotmentRowState>) => void;
  showErrors?: boolean;
}) {
  const { t } = useTranslation();
  if (hotel.rooms.length === 0)
    return (
      <Title order={3} fz="sm" c="dimmed">
        {t('hotels.noRoomsYet')}
      </Title>
    );
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
          <PeriodRowsGrid<AllotmentRowState>
            caption={t('hotels.allotmentOf', { room: room.name })}
            rows={rows[room.id] ?? []}
            onChange={(next) => onChange({ ...rows, [room.id]: next })}
            columns={allotmentColumns(t)}
            showErrors={showErrors}
            addLabel={t('hotels.addAllotment')}
            empty={t('hotels.noAllotment')}
            removeLabel={(_r, i) => t('hotels.removeAllotment', { room: room.name, index: i + 1 })}
            newRow={() => ({ rooms: 1 })}
          />
        </Stack>
      ))}
    </Stack>
  );
}
