import { Button, Collapse, Group, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { type BookingListItem, ROLE_ADMIN } from '@travel/contracts';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink, ButtonLink } from '../../ui/links';
import { useAgencyToday } from '../../lib/agency-day';
import { useSession } from '../../lib/session';
import { type Column, DataTable, usePhone } from '../../ui/data-table';
import { notifyError } from '../../ui/notify';
import { Page } from '../../ui/page';
import { downloadCsv, useBookings } from './api';
import { BookingCard, statusBadge } from './booking-card';
import { isOverdue } from './booking-deadline';
import { formatDay, money } from './format';
import { type BookingFilters, activeFilterCount } from './list-search';

/** The filter form, loaded when its panel opens (folded on a phone: issue 32). */
const BookingsFilters = lazy(() => import('./bookings-filters'));

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
  // On a phone the filters start folded so the bookings are on the first screen (issue 18.8).
  const phone = usePhone();
  const [opened, { toggle, close }] = useDisclosure(!phone);
  const bookings = useBookings(filters);
  const today = useAgencyToday();
  // The server adds the accounting-currency balance only while the setting is on (account spec §6).
  const accounting = bookings.data?.entities.find((b) => b.accountingCurrency)?.accountingCurrency;
  useEffect(() => {
    if (bookings.error) notifyError(bookings.error, 'common.couldNotLoadData');
  }, [bookings.error]);

  const go = (next: BookingFilters) => void navigate({ to: '/bookings', search: next });
  const active = activeFilterCount(filters);

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
          {opened && (
            <Suspense fallback={null}>
              <BookingsFilters
                filters={filters}
                admin={admin}
                onSearch={(next, submitted) => {
                  go(next);
                  // On a phone the results are what was asked for: the filters fold away again.
                  if (submitted && phone) close();
                }}
              />
            </Suspense>
          )}
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
