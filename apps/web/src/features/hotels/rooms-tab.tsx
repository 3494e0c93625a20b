import { Button, Group, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { type Hotel, PENALTY_TYPES } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { AnchorLink, ButtonLink } from '../../ui/links';
import { confirmDelete } from '../../ui/confirm';
import { type Column, DataTable } from '../../ui/data-table';
import { RowsEditor } from '../../ui/rows-editor';
import type { RuleRowState } from './hotel-model';

type Room = Hotel['rooms'][number];

/** Room types tab: the hotel's rooms with links to add and edit them. */
export function RoomsTab({ hotel, onDelete }: { hotel: Hotel; onDelete: (roomId: number) => void }) {
  const { t } = useTranslation();
  const columns: Column<Room>[] = [
    {
      key: 'name',
      header: t('hotels.roomTypeName'),
      render: (r) => (
        <AnchorLink to="/hotels/$hotelId/rooms/$id/edit" params={{ hotelId: hotel.id, id: r.id }}>
          {r.name}
        </AnchorLink>
      ),
    },
    { key: 'adults', header: t('hotels.adults'), render: (r) => `${r.minAdultOccupancy}–${r.maxAdultOccupancy}` },
    { key: 'children', header: t('hotels.children'), render: (r) => `${r.minChildOccupancy}–${r.maxChildOccupancy}` },
    { key: 'occupancy', header: t('hotels.baseMax'), render: (r) => `${r.baseOccupancy} / ${r.maxOccupancy}` },
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      render: (r) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <ButtonLink size="compact-sm" variant="light" to="/hotels/$hotelId/rooms/$id/edit" params={{ hotelId: hotel.id, id: r.id }} aria-label={`${t('common.edit')} ${r.name}`}>
            {t('common.edit')}
          </ButtonLink>
          <Button size="compact-sm" variant="subtle" color="red" aria-label={`${t('common.delete')} ${r.name}`} onClick={() => confirmDelete(() => onDelete(r.id))}>
            {t('common.delete')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <ButtonLink to="/hotels/$hotelId/rooms/add" params={{ hotelId: hotel.id }} variant="light">
          {t('hotels.addRoomType')}
        </ButtonLink>
      </Group>
      <DataTable caption={t('hotels.roomTypes')} columns={columns} rows={hotel.rooms} rowKey={(r) => r.id} page={1} pagesCount={1} onPage={() => {}} />
    </Stack>
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
          <NumberInput label={t('hotels.daysBefore')} required min={0} allowDecimal={false} value={row.daysBefore} onChange={(v) => update({ daysBefore: v })} />
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
