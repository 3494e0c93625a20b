import { Button, Checkbox, Collapse, Group, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type BookingListItem, ROLE_ADMIN } from '@travel/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink, ButtonLink } from '../../ui/links';
import { useAgencyToday } from '../../lib/agency-day';
import { useSession } from '../../lib/session';
import { type Column, DataTable, usePhone } from '../../ui/data-table';
import { DateField } from '../../ui/date-field';
import { notifyError } from '../../ui/notify';
import { Page } from '../../ui/page';
import { useTaxonomyOptions } from '../../lib/reference';
import { agentsQuery, downloadCsv, useBookings } from './api';
import { useDestinationOptions, useHotelOptions } from './booking-add-api';
import { BookingCard, statusBadge } from './booking-card';
import { isOverdue } from './booking-deadline';
import { formatDay, money } from './format';
import { type BookingFilterField, type BookingFilters, activeFilterCount } from './list-search';

/** The 'Deadline within 3 days' filter (issue 31): `deadlineWithin=3` in the address and the request. */
export const DEADLINE_SOON_DAYS = 3;

/** A booking's payment deadline, red once past with money still due; nothing without one (issue 31). */
export function DeadlineCell({ booking, today }: { booking: Pick<BookingListItem, 'paymentDeadline' | 'remaining'>; today: string }) {
  if (!booking.paymentDeadline) return null;
  const overdue = isOverdue(booking.paymentDeadline, booking.remaining, today);
  return (
    <Text span size="sm" c={overdue ? 'red.9' : undefined} fw={overdue ? 700 : undefined} data-overdue={overdue || undefined} style={{ whiteSpace: 'nowrap' }}>
      {formatDay(booking.paymentDeadline)}
    </Text>
  );
}

/** /bookings: My Bookings with the spec's filters, columns and actions (account spec §2). */
export function BookingsListPage({ filters }: { filters: BookingFilters }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const admin = useSession()?.role === ROLE_ADMIN;
  const [draft, setDraft] = useState<BookingFilters>(filters);
  // On a phone the filters start folded so the bookings are on the first screen (issue 18.8).
  const phone = usePhone();
  const [opened, { toggle, close }] = useDisclosure(!phone);
  useEffect(() => setDraft(filters), [filters]);
  const bookings = useBookings(filters);
  const today = useAgencyToday();
  const agents = useQuery({ ...agentsQuery, enabled: admin });
  const statuses = useTaxonomyOptions('bookingStatus');
  const paymentStatuses = useTaxonomyOptions('paymentStatus');
  const destinations = useDestinationOptions();
  const hotels = useHotelOptions(draft.destinationLocationId ?? null);
  // The server adds the accounting-currency balance only while the setting is on (account spec §6).
  const accounting = bookings.data?.entities.find((b) => b.accountingCurrency)?.accountingCurrency;
  useEffect(() => {
    if (bookings.error) notifyError(bookings.error, 'common.couldNotLoadData');
  }, [bookings.error]);

  const go = (next: BookingFilters) => void navigate({ to: '/bookings', search: next });
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
  const active = activeFilterCount(filters);
  const select = (name: BookingFilterField, label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      data={data}
      clearable
      value={draft[name] ? String(draft[name]) : null}
      onChange={(v) => setDraft({ ...draft, [name]: v ?? undefined })}
    />
  );

  const columns: Column<BookingListItem>[] = [
    {
      key: 'ref',
      header: t('bookings.bookingReference'),
      render: (b) => (
        <AnchorLink to="/bookings/$id/edit" params={{ id: b.id }} ff="monospace">
          {b.pnrs}
        </AnchorLink>
      ),
    },
    ...(admin ? [{ key: 'agency', header: t('bookings.agency'), render: (b: BookingListItem) => b.agent?.companyName ?? '' }] : []),
    { key: 'service', header: t('bookings.serviceDescription'), render: (b) => b.productTitles.join(', ') },
    { key: 'passenger', header: t('bookings.passenger'), render: (b) => b.passengerName },
    { key: 'status', header: t('bookings.status'), render: (b) => statusBadge(b.bookingStatus) },
    { key: 'start', header: t('bookings.startDate'), render: (b) => formatDay(b.startDate) },
    { key: 'end', header: t('bookings.endDate'), render: (b) => formatDay(b.endDate) },
    { key: 'payment', header: t('bookings.paymentStatus'), render: (b) => statusBadge(b.paymentStatus) },
    { key: 'created', header: t('bookings.bookingDate'), render: (b) => formatDay(b.createdAt.slice(0, 10)) },
    { key: 'deadline', header: t('bookings.deadline'), render: (b) => <DeadlineCell booking={b} today={today} /> },
    { key: 'total', header: t('bookings.total'), align: 'right', render: (b) => money(b.total, b.currency) },
    { key: 'balance', header: t('bookings.balance'), align: 'right', render: (b) => money(b.remaining, b.currency) },
    ...(accounting
      ? [
          {
            key: 'accountingBalance',
            header: t('bookings.balance'),
            align: 'right' as const,
            render: (b: BookingListItem) => (b.accountingRemaining != null && b.accountingCurrency ? money(b.accountingRemaining, b.accountingCurrency) : '—'),
          },
        ]
      : []),
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      render: (b) => (
        <ButtonLink
          size="compact-sm"
          variant="light"
          to="/bookings/$id/edit"
          params={{ id: b.id }}
          aria-label={`${admin ? t('common.edit') : t('bookings.seeDetails')} ${b.pnrs}`}
        >
          {admin ? t('common.edit') : t('bookings.seeDetails')}
        </ButtonLink>
      ),
    },
  ];

  return (
    <Page
      title={t('bookings.myBookings')}
      actions={
        <>
          {admin && <ButtonLink to="/bookings/add">{t('bookings.addNewBooking')}</ButtonLink>}
          {/* The agency's account: its deadlines, entries and invoices (issue 31). */}
          {!admin && (
            <ButtonLink variant="default" to="/account">
              {t('nav.account')}
            </ButtonLink>
          )}
          <Button variant="light" onClick={() => void downloadCsv(filters).catch((e) => notifyError(e, 'common.couldNotLoad'))}>
            {t('bookings.downloadCsv')}
          </Button>
        </>
      }
    >
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between">
          <Button variant="subtle" size="compact-sm" onClick={toggle} aria-expanded={opened} aria-controls="booking-filters">
            {t('bookings.filters')}
            {active > 0 ? ` (${active})` : ''}
          </Button>
        </Group>
        <Collapse expanded={opened} id="booking-filters">
          <form
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              go({ ...draft, page: 1 });
              // On a phone the results are what was asked for: the filters fold away again.
              if (phone) close();
            }}
          >
            <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="sm" mt="xs">
              {date('bookingStartDate', t('bookings.bookingDateFrom'))}
              {date('bookingEndDate', t('bookings.bookingDateTo'), 'bookingStartDate')}
              {text('bookingCode', t('bookings.bookingReference'))}
              {text('passengerName', t('bookings.passengerName'))}
              {select('productType', t('bookings.serviceType'), [
                { value: 'all', label: t('bookings.all') },
                ...(['hotel', 'flight', 'transfer', 'visa'] as const).map((p) => ({ value: p, label: t(`bookings.types.${p}`) })),
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
              <Button variant="default" onClick={() => go({ page: 1 })}>
                {t('common.reset')}
              </Button>
            </Group>
          </form>
        </Collapse>
      </Paper>
      <DataTable
        caption={t('bookings.myBookings')}
        columns={columns}
        rows={bookings.data?.entities}
        rowKey={(b) => b.id}
        loading={bookings.isLoading}
        page={filters.page}
        pagesCount={bookings.data?.pagesCount ?? 1}
        onPage={(page) => go({ ...filters, page })}
        card={(b) => <BookingCard booking={b} admin={admin} today={today} />}
      />
    </Page>
  );
}
