import { isZeroAmount } from '../../lib/money';
import { Anchor, Button, Card, FileInput, Group, Select, SimpleGrid, Stack, Table, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type BookingItemView, itemTotal, roomTypeTitle } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date-field';
import { confirmDelete } from '../../ui/confirm';
import { notifyError } from '../../ui/notify';
import { RowsEditor } from '../../ui/rows-editor';
import { useCancellationDay, useTaxonomyOptions } from '../../lib/reference';
import { openItemFile } from './api';
import type { ItemEdit, PolicyRow } from './booking-form-model';
import { canRemoveItem, newPolicyRow } from './booking-form-model';
import type { FormProps } from './booking-itinerary';
import { RemoveSavedRow, StatusBadge } from './booking-itinerary';
import { TransferFacts, VisaFacts } from './add-on-item-parts';
import { FlightExtrasTable, FlightSegmentsTable } from './flight-item-card';
import { flightTitle, hasSegments } from './flight-item-model';
import { ItemCancelCharge, ItemCancelCost, ItemCancelSelect, useCancelPicked } from './item-cancel-control';
import { TourFacts } from './tour-item-parts';
import { formatDay, money } from './format';

type CardProps = FormProps & { item: BookingItemView };

/** A labelled value of a card's Details tab. */
const Fact = ({ label, value }: { label: string; value: string | number }) => (
  <Text size="sm">
    <Text span c="dimmed" size="sm">
      {label}:
    </Text>{' '}
    {value || '—'}
  </Text>
);

function PolicyRows({ item, state, update, admin, booking }: CardProps) {
  const { t } = useTranslation();
  const edit = state.items[String(item.id)]!;
  const setEdit = (patch: Partial<ItemEdit>) => update({ items: { ...state.items, [String(item.id)]: { ...edit, ...patch } } });
  const rows = item.cancellationPolicies.filter((p) => !state.removedPolicyIds.includes(p.id));
  const cancellationDay = useCancellationDay();
  return (
    <Stack gap="xs">
      {item.productType === 'visa' && (
        <Text size="sm" c="dimmed">
          {t('bookings.visa.nonRefundable')}
        </Text>
      )}
      <Table fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bookings.from')}</Table.Th>
            <Table.Th>{t('bookings.to')}</Table.Th>
            <Table.Th ta="right">{t('bookings.cost')}</Table.Th>
            {admin && <Table.Th w={40} aria-label={t('bookings.edit.actions')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p, i) => (
            <Table.Tr key={p.id}>
              <Table.Td>{cancellationDay(p.dateFrom)}</Table.Td>
              <Table.Td>{cancellationDay(p.dateTo)}</Table.Td>
              <Table.Td ta="right">{isZeroAmount(p.cost) ? t('bookings.free') : money(p.cost, p.currencyCost)}</Table.Td>
              {admin && (
                <RemoveSavedRow
                  label={t('bookings.edit.removePolicy', { n: i + 1 })}
                  onConfirm={() => update({ removedPolicyIds: [...state.removedPolicyIds, p.id] })}
                />
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {admin && booking.canAddCancellationPolicies && (
        <RowsEditor<PolicyRow>
          rows={edit.newPolicies}
          onChange={(newPolicies) => setEdit({ newPolicies })}
          newRow={() => newPolicyRow(booking.currency.code)}
          addLabel={t('bookings.edit.addPolicy')}
          removeLabel={(_, i) => t('bookings.edit.removePolicy', { n: rows.length + i + 1 })}
          render={(row, change) => (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
              <DateField label={t('bookings.edit.dateFrom')} required value={row.dateFrom} onChange={(dateFrom) => change({ dateFrom })} />
              <DateField
                label={t('bookings.edit.dateTo')}
                required
                min={row.dateFrom || undefined}
                value={row.dateTo}
                onChange={(dateTo) => change({ dateTo })}
              />
              <TextInput label={t('bookings.cost')} inputMode="decimal" value={row.cost} onChange={(e) => change({ cost: e.currentTarget.value })} />
              <TextInput
                label={t('bookings.edit.currency')}
                value={row.currencyCost}
                maxLength={3}
                onChange={(e) => change({ currencyCost: e.currentTarget.value.toUpperCase() })}
              />
            </SimpleGrid>
          )}
        />
      )}
    </Stack>
  );
}

function Files({ item, state, update, admin }: CardProps) {
  const { t } = useTranslation();
  const edit = state.items[String(item.id)]!;
  const open = (url: string) => openItemFile(url).catch((e) => notifyError(e, 'common.couldNotLoad'));
  if (!admin && !item.files?.length) return null;
  return (
    <Stack gap={4}>
      {item.files?.length ? (
        <Text size="sm" c="dimmed">
          {t('bookings.edit.files')}
        </Text>
      ) : null}
      <Group gap="sm">
        {(item.files ?? []).map((f, i) => (
          <Anchor key={f.key} component="button" type="button" size="sm" onClick={() => void open(f.url)}>
            {t('bookings.edit.file', { n: i + 1 })}
          </Anchor>
        ))}
      </Group>
      {admin && (
        <FileInput
          label={t('bookings.edit.addFiles')}
          multiple
          clearable
          accept="image/png,image/jpeg,image/gif,application/pdf"
          value={edit.newFiles}
          onChange={(newFiles) => update({ items: { ...state.items, [String(item.id)]: { ...edit, newFiles } } })}
          maw={360}
        />
      )}
    </Stack>
  );
}

/**
 * One item card (account spec §2): tabs Details / Pricing / Cancellation Policies. An admin edits
 * the item status, meal, external code, supplier reference, details, price, count, files and
 * policy rows, and may delete a transfer or visa (§6). An agent may cancel an item whose
 * `canCancel` is set (its status select offers 'Canceled' only), and sees what it costs today.
 */
export function BookingItemCard(props: CardProps) {
  const { item, booking, state, update, admin } = props;
  const { t } = useTranslation();
  const statuses = useTaxonomyOptions('bookingStatus');
  const meals = useTaxonomyOptions('meal');
  const edit = state.items[String(item.id)]!;
  const setEdit = (patch: Partial<ItemEdit>) => update({ items: { ...state.items, [String(item.id)]: { ...edit, ...patch } } });
  const cancelPicked = useCancelPicked(item, edit.bookingStatusId);
  // Each product's own variant of the item (issue 28): a room's facts, a flight's segments and extras.
  const room = item.productType === 'hotel' ? item : null;
  const flightItem = item.productType === 'flight' ? item : null;
  // A flight booked through the storefront shows its segments; a hand-added one its dates, as before.
  const flight = flightItem && hasSegments(flightItem) ? flightItem.segments : null;
  // A transfer or visa from the catalogue shows its facts; a hand-made one its title and dates, as before.
  const transfer = item.productType === 'transfer' ? (item.transfer ?? null) : null;
  const visa = item.productType === 'visa' ? (item.visa ?? null) : null;
  const tourItem = item.productType === 'tour' ? item : null;
  const tour = tourItem?.tour ?? null;
  const addOn = item.productType === 'transfer' || item.productType === 'visa' || tourItem !== null;
  // A booked flight is named as the bookings list names it (the server's title), else by its route.
  const name = room
    ? room.hotel.name
    : flightItem && flight
      ? flightItem.name || flightTitle(flight)
      : transfer
        ? `${transfer.transferName} · ${transfer.carName}`
        : visa
          ? `${visa.visaName}, ${visa.visaTypeName}`
          : tourItem?.tourName || (item.title ?? t(`bookings.types.${item.productType}`));
  // Paid extras add to a flight item: total = price × count + extras (domain-rules §5.1).
  const extras = flightItem?.extrasTotal ?? '0';
  const withExtras = flightItem !== null && (flight !== null || flightItem.extrasTotal !== undefined);
  const total = itemTotal(edit.price, edit.count, extras);
  const priceLabel = flight ? t('bookings.flight.pricePerPassenger') : t('bookings.price');
  const guests = item.passengerIds
    .map((key) => booking.passengers[key])
    .filter(Boolean)
    .map((p) => `${p!.firstName} ${p!.lastName}`);
  const text = (label: string, key: 'externalPnr' | 'supplierReference') => (
    <TextInput label={label} value={edit[key]} onChange={(e) => setEdit({ [key]: e.currentTarget.value })} />
  );
  return (
    <Card withBorder radius="md" data-testid={`item-${item.id}`}>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={3} fz="md">
          {name}
        </Title>
        <Group gap="xs">
          {admin ? (
            <Select
              aria-label={`${t('bookings.edit.itemStatus')}: ${name}`}
              data={statuses}
              value={edit.bookingStatusId}
              allowDeselect={false}
              w={180}
              onChange={(v) => v && setEdit({ bookingStatusId: v })}
            />
          ) : (
            <>
              <StatusBadge status={item.bookingStatus} />
              {/* An agent may cancel this one item (its only status change; item-cancel-control.tsx). */}
              {item.canCancel && (
                <ItemCancelSelect
                  item={item}
                  label={`${t('bookings.edit.itemStatus')}: ${name}`}
                  value={edit.bookingStatusId}
                  onChange={(bookingStatusId) => setEdit({ bookingStatusId })}
                />
              )}
            </>
          )}
          {admin && canRemoveItem(booking, item) && (
            <Button color="red" variant="light" size="xs" onClick={() => confirmDelete(() => update({ removedItemIds: [...state.removedItemIds, item.id] }))}>
              {t('bookings.edit.delete')}
            </Button>
          )}
        </Group>
      </Group>
      {!admin && item.canCancel && cancelPicked && <ItemCancelCost bookingId={booking.id} item={item} />}
      <ItemCancelCharge item={item} />
      <Tabs defaultValue="details">
        <Tabs.List>
          <Tabs.Tab value="details">{t('bookings.tabDetails')}</Tabs.Tab>
          <Tabs.Tab value="pricing">{t('bookings.tabPricing')}</Tabs.Tab>
          <Tabs.Tab value="policies">{t('bookings.tabPolicies')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="sm">
          <Stack gap="sm">
            {flight && <FlightSegmentsTable segments={flight} />}
            {transfer && <TransferFacts transfer={transfer} startDate={item.startDate} booking={booking} currency={item.currency} />}
            {visa && <VisaFacts visa={visa} booking={booking} />}
            {tour && <TourFacts tour={tour} item={item} booking={booking} />}
            {!transfer && !visa && !tour && (
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                {!flight && <Fact label={t('bookings.checkIn')} value={formatDay(item.startDate)} />}
                {!flight && <Fact label={t('bookings.checkOut')} value={formatDay(item.endDate)} />}
                {room && <Fact label={t('bookings.roomType')} value={roomTypeTitle(room.roomType.title, room.roomTypeTaxonomy)} />}
                {room && <Fact label={t('bookings.roomCategory')} value={room.roomCategory?.title ?? ''} />}
                {room && <Fact label={t('bookings.occupancy')} value={`${room.occupancy.adults} + ${room.occupancy.childrenAges.length}`} />}
                {room && !admin && <Fact label={t('bookings.meal')} value={room.mealType.title} />}
                <Fact label={t('bookings.passengers')} value={guests.join(', ')} />
                {room && !!room.accommodations?.length && (
                  <Fact label={t('bookings.accommodations')} value={room.accommodations.map((a) => a.title).join(', ')} />
                )}
              </SimpleGrid>
            )}
            {flightItem && flight && <FlightExtrasTable item={flightItem} booking={booking} />}
            {admin && (
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                {room && <Select label={t('bookings.meal')} data={meals} value={edit.mealTypeId} onChange={(mealTypeId) => setEdit({ mealTypeId })} />}
                {text(t('bookings.externalCode'), 'externalPnr')}
                {text(t('bookings.supplierReference'), 'supplierReference')}
              </SimpleGrid>
            )}
            {admin ? (
              <Textarea label={t('bookings.details')} autosize minRows={2} value={edit.details} onChange={(e) => setEdit({ details: e.currentTarget.value })} />
            ) : (
              item.details && <Fact label={t('bookings.details')} value={item.details} />
            )}
            <Files {...props} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="pricing" pt="sm">
          <Stack gap="sm">
            {room && room.perNight.length > 0 && (
              <Table fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('bookings.night')}</Table.Th>
                    <Table.Th ta="right">{t('bookings.price')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {room.perNight.map((price, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: nights are positional
                    <Table.Tr key={i}>
                      <Table.Td>{i + 1}</Table.Td>
                      <Table.Td ta="right">{money(price, item.currency)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {admin ? (
                <>
                  <TextInput label={priceLabel} inputMode="decimal" value={edit.price} onChange={(e) => setEdit({ price: e.currentTarget.value })} />
                  <TextInput label={t('bookings.count')} type="number" min={1} value={edit.count} onChange={(e) => setEdit({ count: e.currentTarget.value })} />
                </>
              ) : (
                <>
                  <Fact label={priceLabel} value={money(item.price, item.currency)} />
                  <Fact label={t('bookings.count')} value={item.count} />
                </>
              )}
              {withExtras && <Fact label={t('bookings.flight.extrasTotal')} value={money(extras, item.currency)} />}
              <Fact label={t('bookings.total')} value={money(total ?? item.total, item.currency)} />
              {admin && item.priceNet !== undefined && (
                <Fact label={t('bookings.priceNet')} value={money(item.priceNet, item.priceNetCurrency ?? item.currency)} />
              )}
            </SimpleGrid>
            {withExtras && total !== null && (
              <Text size="sm" c="dimmed" data-testid={`item-${item.id}-total-formula`}>
                {t('bookings.flight.totalFormula', {
                  price: money(edit.price, item.currency),
                  count: edit.count,
                  extras: money(extras, item.currency),
                  total: money(total, item.currency),
                })}
              </Text>
            )}
            {addOn && total !== null && (
              <Text size="sm" c="dimmed" data-testid={`item-${item.id}-total-formula`}>
                {t('bookings.priceTimesCount', { price: money(edit.price, item.currency), count: edit.count, total: money(total, item.currency) })}
              </Text>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="policies" pt="sm">
          <PolicyRows {...props} />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
