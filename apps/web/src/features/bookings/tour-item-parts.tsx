import { SimpleGrid, Text } from '@mantine/core';
import type { BookedTour, BookingItemView, BookingView } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { addDays } from '../../lib/agency-day';
import { isZeroAmount } from '../../lib/money';
import { Fact } from './add-on-item-parts';
import { formatDay } from './format';

/**
 * The Tour Details card's own facts (issue 28): the tour, its day, the passengers it covers with
 * the band each was priced in, and its cancellation rule. The card around them (status, tabs,
 * price × count = total, Price Net for admins, Delete) is the one every item has (booking-item-card.tsx).
 */

/**
 * The last day cancelling is free, or null when it never is. The item's policy rows are the
 * server's word (a free first row, then the whole price); without rows, the tour's rule: free until
 * the day before the d-th day before the tour (as the server writes the rows), none without d.
 */
export function tourFreeUntil(tour: BookedTour, policies: BookingItemView['cancellationPolicies']): string | null {
  if (policies.length > 0) return policies.length > 1 && isZeroAmount(policies[0]!.cost) ? policies[0]!.dateTo : null;
  return tour.freeCancellationDays === null ? null : addDays(tour.date, -tour.freeCancellationDays - 1);
}

/** A tour item's facts: name, date, passengers (band), free cancellation until … or non-refundable. */
export function TourFacts({ tour, item, booking }: { tour: BookedTour; item: BookingItemView; booking: BookingView }) {
  const { t } = useTranslation();
  const nameOf = (key: string) => {
    const p = booking.passengers[key];
    return p ? `${p.firstName} ${p.lastName}` : key;
  };
  const freeUntil = tourFreeUntil(tour, item.cancellationPolicies);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
      <Fact label={t('bookings.tour.tour')} value={tour.tourName} testId="tour-name" />
      <Fact label={t('bookings.tour.date')} value={formatDay(tour.date)} testId="tour-date" />
      <Fact
        label={t('bookings.passengers')}
        value={tour.passengers.map((p) => `${nameOf(p.passengerId)} (${t(`bookings.visa.bands.${p.band}`)})`).join(', ')}
        testId="tour-passengers"
      />
      <Text size="sm" data-testid="tour-cancellation" c={freeUntil ? 'teal.9' : undefined}>
        {freeUntil ? t('bookings.tour.freeUntil', { day: formatDay(freeUntil) }) : t('bookings.tour.nonRefundable')}
      </Text>
    </SimpleGrid>
  );
}
