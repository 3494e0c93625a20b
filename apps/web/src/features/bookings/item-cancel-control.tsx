import { Loader, Select, Text } from '@mantine/core';
import { BOOKING_STATUS, type BookingItemView } from '@travel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isZeroAmount } from '../../lib/money';
import { taxonomyQuery } from '../../lib/reference';
import { cancellationInfoQuery } from './api';
import { money } from './format';

/**
 * An agent's status control of one item it may cancel alone (`canCancel`; account spec §6 "Item
 * status: admin may change it at all times; others only while editing"; docs/decisions.md "an
 * agent cancels one item"): the item's status or 'Canceled', nothing else. The status list is the
 * one the card already loads for an admin's select (the taxonomy of booking statuses).
 */
export function ItemCancelSelect({ item, label, value, onChange }: { item: BookingItemView; label: string; value: string; onChange: (value: string) => void }) {
  const canceled = useCanceledStatus();
  const data = [
    { value: String(item.bookingStatusId), label: item.bookingStatus.title },
    ...(canceled ? [{ value: String(canceled.id), label: canceled.title }] : []),
  ];
  return <Select aria-label={label} data={data} value={value} allowDeselect={false} w={180} onChange={(v) => v && onChange(v)} />;
}

/** The 'canceled' booking status of the taxonomy (the same cached query as the admin's options). */
function useCanceledStatus() {
  const { data } = useQuery(taxonomyQuery('bookingStatus'));
  return data?.entities.find((s) => s.slug === BOOKING_STATUS.canceled);
}

/** Whether the page's choice for the item is 'Canceled' (a change not saved yet). */
export function useCancelPicked(item: BookingItemView, value: string) {
  const canceled = useCanceledStatus();
  return canceled !== undefined && value === String(canceled.id) && value !== String(item.bookingStatusId);
}

/**
 * Under the control once 'Canceled' is picked: what cancelling this item costs today, as
 * `GET bookings/{id}/cancellation-info` answers it per live item (the cancel dialog's query).
 */
export function ItemCancelCost({ bookingId, item }: { bookingId: number; item: BookingItemView }) {
  const { t } = useTranslation();
  const info = useQuery(cancellationInfoQuery(bookingId));
  const cost = info.data?.items.find((i) => i.id === item.id);
  return (
    <Text size="sm" c="red.9" fw={500} mb="xs" data-testid={`item-${item.id}-cancel-cost`} role="status">
      {cost ? (
        isZeroAmount(cost.cost) ? (
          t('bookings.itemCancel.freeToday')
        ) : (
          t('bookings.itemCancel.costsToday', { cost: money(cost.cost, cost.currency) })
        )
      ) : info.isLoading ? (
        <Loader size="xs" />
      ) : (
        t('bookings.errorLoadingCost')
      )}
    </Text>
  );
}

/** An item an agent canceled alone: what it was charged (its cancelCost), which the booking's price counts. */
export function ItemCancelCharge({ item }: { item: BookingItemView }) {
  const { t } = useTranslation();
  if (item.cancelCost === null) return null;
  const currency = item.cancellationPolicies[0]?.currencyCost ?? item.currency;
  return (
    <Text size="sm" mb="xs" data-testid={`item-${item.id}-cancel-charge`}>
      {t('bookings.itemCancel.charge', { cost: money(item.cancelCost, currency) })}
    </Text>
  );
}
