import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import { type Hotel, PENALTY_TYPES } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { ChildListTab } from '../../ui/child-list-tab';
import type { Column } from '../../ui/data-table';
import { RowsEditor } from '../../ui/rows-editor';
import type { RuleRowState } from './hotel-model';

type Room = Hotel['rooms'][number];

/** Room types tab: the hotel's rooms with links to add and edit them. */
export function RoomsTab({ hotel, onDelete }: { hotel: Hotel; onDelete: (roomId: number) => void }) {
  const { t } = useTranslation();
  const columns: Column<Room>[] = [
    { key: 'category', header: t('hotels.roomCategory'), render: (r) => r.roomCategory?.title ?? '—' },
    { key: 'adults', header: t('hotels.adults'), render: (r) => `${r.minAdultOccupancy}–${r.maxAdultOccupancy}` },
    { key: 'children', header: t('hotels.children'), render: (r) => `${r.minChildOccupancy}–${r.maxChildOccupancy}` },
    { key: 'occupancy', header: t('hotels.baseMax'), render: (r) => `${r.baseOccupancy} / ${r.maxOccupancy}` },
  ];
  return (
    <ChildListTab
      add={{ label: t('hotels.addRoomType'), link: { to: '/hotels/$hotelId/rooms/add', params: { hotelId: hotel.id } } }}
      caption={t('hotels.roomTypes')}
      nameHeader={t('hotels.roomTypeName')}
      columns={columns}
      rows={hotel.rooms}
      edit={(r) => ({ to: '/hotels/$hotelId/rooms/$id/edit', params: { hotelId: hotel.id, id: r.id } })}
      onDelete={onDelete}
    />
  );
}

/** Cancellation rules (beyond the spec, domain-rules §7): days before check-in → penalty. */
export function CancellationRulesTab({ hotel, rows, onChange }: { hotel: Hotel; rows: RuleRowState[]; onChange: (rows: RuleRowState[]) => void }) {
  const { t } = useTranslation();
  return (
    <RowsEditor<RuleRowState>
      rows={rows}
      onChange={onChange}
      addLabel={t('hotels.addRule')}
      empty={t('hotels.noRules')}
      removeLabel={(_r, i) => t('hotels.removeRule', { index: i + 1 })}
      newRow={() => ({ daysBefore: 7, penaltyType: 'percent', amount: '' })}
      render={(row, update) => (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <NumberInput
            label={t('hotels.daysBefore')}
            required
            min={0}
            allowDecimal={false}
            value={row.daysBefore}
            onChange={(v) => update({ daysBefore: v })}
          />
          <Select
            label={t('hotels.penaltyType')}
            allowDeselect={false}
            data={PENALTY_TYPES.map((p) => ({ value: p, label: t(`hotels.penalty.${p}`) }))}
            value={row.penaltyType}
            onChange={(v) => update({ penaltyType: (v ?? 'percent') as RuleRowState['penaltyType'] })}
          />
          <NumberInput
            label={t('hotels.penaltyAmount')}
            required
            min={0}
            decimalScale={row.penaltyType === 'nights' ? 0 : 2}
            rightSection={row.penaltyType === 'percent' ? '%' : row.penaltyType === 'fixed' ? hotel.defaultCurrency : t('hotels.nightsUnit')}
            rightSectionWidth={56}
            value={row.amount}
            onChange={(v) => update({ amount: String(v) })}
          />
        </SimpleGrid>
      )}
    />
  );
}
