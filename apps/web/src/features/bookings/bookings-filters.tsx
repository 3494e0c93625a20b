import { Button, Checkbox, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_TYPES } from '@travel/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTaxonomyOptions } from '../../lib/reference';
import { DateField } from '../../ui/date-field';
import { agentsQuery } from './api';
import { useDestinationOptions, useHotelOptions } from './booking-add-api';
import type { BookingFilterField, BookingFilters } from './list-search';

/** The 'Deadline within 3 days' filter (issue 31): `deadlineWithin=3` in the address and the request. */
export const DEADLINE_SOON_DAYS = 3;

/**
 * My Bookings' filter form (account spec §2). Its own chunk, loaded when the panel opens: a phone
 * starts with the panel folded, so the list paints without the selects', date pickers' and
 * lookups' code and requests (issue 32: /bookings's first paint).
 */
export default function BookingsFilters({
  filters,
  admin,
  onSearch,
}: {
  filters: BookingFilters;
  admin: boolean;
  /** Searches with these filters (the page goes back to 1); `submitted` when Search was pressed. */
  onSearch: (next: BookingFilters, submitted: boolean) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<BookingFilters>(filters);
  useEffect(() => setDraft(filters), [filters]);
  const agents = useQuery({ ...agentsQuery, enabled: admin });
  const statuses = useTaxonomyOptions('bookingStatus');
  const paymentStatuses = useTaxonomyOptions('paymentStatus');
  const destinations = useDestinationOptions();
  const hotels = useHotelOptions(draft.destinationLocationId ?? null);

  const text = (name: BookingFilterField, label: string) => (
    <TextInput label={label} value={String(draft[name] ?? '')} onChange={(e) => setDraft({ ...draft, [name]: e.currentTarget.value || undefined })} />
  );
  const date = (name: BookingFilterField, label: string, min?: BookingFilterField) => (
    <DateField
      label={label}
      value={String(draft[name] ?? '')}
      min={min ? draft[min] || undefined : undefined}
      onChange={(day) => setDraft({ ...draft, [name]: day || undefined })}
    />
  );
  const select = (name: BookingFilterField, label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      data={data}
      clearable
      value={draft[name] ? String(draft[name]) : null}
      onChange={(v) => setDraft({ ...draft, [name]: v ?? undefined })}
    />
  );

  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch({ ...draft, page: 1 }, true);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="sm" mt="xs">
        {date('bookingStartDate', t('bookings.bookingDateFrom'))}
        {date('bookingEndDate', t('bookings.bookingDateTo'), 'bookingStartDate')}
        {text('bookingCode', t('bookings.bookingReference'))}
        {text('passengerName', t('bookings.passengerName'))}
        {select('productType', t('bookings.serviceType'), [
          { value: 'all', label: t('bookings.all') },
          ...PRODUCT_TYPES.map((p) => ({ value: p, label: t(`bookings.types.${p}`) })),
        ])}
        {admin &&
          select(
            'agentId',
            t('bookings.agency'),
            (agents.data?.entities ?? []).map((a) => ({ value: String(a.id), label: a.companyName })),
          )}
        {date('travelStartDate', t('bookings.travelDateFrom'))}
        {date('travelEndDate', t('bookings.travelDateTo'), 'travelStartDate')}
        {select('bookingStatusId', t('bookings.bookingStatus'), statuses)}
        {select('paymentStatusId', t('bookings.paymentStatus'), paymentStatuses)}
        {select('destinationLocationId', t('bookings.destination'), destinations)}
        {select('hotelId', t('bookings.hotel'), hotels.data ?? [])}
        <Checkbox
          label={t('bookings.deadlineWithin', { count: DEADLINE_SOON_DAYS })}
          checked={draft.deadlineWithin === String(DEADLINE_SOON_DAYS)}
          onChange={(e) => setDraft({ ...draft, deadlineWithin: e.currentTarget.checked ? String(DEADLINE_SOON_DAYS) : undefined })}
          style={{ alignSelf: 'end' }}
          mb={8}
        />
      </SimpleGrid>
      <Group mt="sm" gap="sm">
        <Button type="submit">{t('common.search')}</Button>
        <Button variant="default" onClick={() => onSearch({ page: 1 }, false)}>
          {t('common.reset')}
        </Button>
      </Group>
    </form>
  );
}
