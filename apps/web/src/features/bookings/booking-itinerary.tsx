import { ActionIcon, Badge, Checkbox, Group, Paper, Select, Table, Text, Textarea, TextInput } from '@mantine/core';
import { type BookingView, extraPriceFromTotal } from '@travel/contracts';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../ui/confirm';
import { useAgencyToday } from '../../lib/agency-day';
import { useTaxonomyOptions } from '../../lib/reference';
import { InvoiceLinks, PaymentDeadline } from './booking-deadline';
import { type EditState, formTotals, liveItems } from './booking-form-model';
import { formatDay, money, statusColor } from './format';

export type FormProps = { booking: BookingView; state: EditState; update: (patch: Partial<EditState>) => void; admin: boolean };

function Row({ label, children, id }: { label: string; children: ReactNode; id?: string }) {
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Table.Tr>
      <Table.Th w={narrow ? 110 : 220} fw={500} c="dimmed" scope="row">
        {id ? <label htmlFor={id}>{label}</label> : label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** ✕ on a saved row (policy, payment): asks 'Do you really want to delete it?', then marks it removed until Save. */
export function RemoveSavedRow({ label, onConfirm }: { label: string; onConfirm: () => void }) {
  return (
    <Table.Td>
      <ActionIcon variant="subtle" color="red" aria-label={label} onClick={() => confirmDelete(onConfirm)}>
        ✕
      </ActionIcon>
    </Table.Td>
  );
}

export function StatusBadge({ status }: { status: { slug: string; title: string } }) {
  return (
    // The border carries the colour; dark text keeps AA contrast for every colour (orange.9 does not).
    <Badge color={statusColor(status.slug)} c="dark.7" variant="outline">
      {status.title}
    </Badge>
  );
}

/**
 * The itinerary table (account spec §2): read-only for agents; for admins the statuses, the
 * miscellaneous price and the total (editing it sets extraPrice = total − price), additional
 * requests, details and note are fields (§6).
 */
export function Itinerary({ booking, state, update, admin }: FormProps) {
  const { t } = useTranslation();
  const statuses = useTaxonomyOptions('bookingStatus');
  const paymentStatuses = useTaxonomyOptions('paymentStatus');
  const requests = useTaxonomyOptions('additionalRequests');
  const currency = booking.currency.code;
  const totals = formTotals(booking, state);
  const shown = (amount: string | null) => (amount === null ? '—' : money(amount, currency));
  const live = liveItems(booking, state);
  // Issue 31: a deadline is past once the agency's today is after it.
  const today = useAgencyToday();
  const typePrice = (type: 'flight' | 'transfer' | 'visa' | 'tour', label: string) =>
    (live.some((i) => i.productType === type) ||
      (type === 'transfer' && state.newTransfers.length > 0) ||
      (type === 'visa' && state.newVisas.length > 0) ||
      (type === 'tour' && state.newTours.length > 0)) && <Row label={label}>{shown(totals.byType[type])}</Row>;
  return (
    <Paper withBorder radius="md" style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('bookings.regions.itinerary')}>
      <Table>
        <Table.Tbody>
          <Row label={t('bookings.bookingReference')}>
            <Text ff="monospace" fw={700}>
              {booking.pnrs}
            </Text>
          </Row>
          <Row label={t('bookings.agentCompany')}>{booking.agent.companyName}</Row>
          <Row label={t('bookings.bookingDate')}>{formatDay(booking.createdAt)}</Row>
          <Row label={t('bookings.bookingStatus')} id={admin ? 'booking-status' : undefined}>
            {admin ? (
              <Select
                id="booking-status"
                data={statuses}
                value={state.bookingStatusId}
                allowDeselect={false}
                maw={260}
                onChange={(v) => v && update({ bookingStatusId: v })}
              />
            ) : (
              <StatusBadge status={booking.bookingStatus} />
            )}
          </Row>
          <Row label={t('bookings.hotelPrice')}>{shown(totals.byType.hotel)}</Row>
          {typePrice('flight', t('bookings.edit.flightPrice'))}
          {typePrice('transfer', t('bookings.edit.transferPrice'))}
          {typePrice('visa', t('bookings.edit.visaPrice'))}
          {typePrice('tour', t('bookings.edit.tourPrice'))}
          <Row label={t('bookings.edit.miscellaneousPrice')} id={admin ? 'booking-extra-price' : undefined}>
            {admin ? (
              <TextInput
                id="booking-extra-price"
                inputMode="decimal"
                maw={180}
                value={state.extraPrice}
                onChange={(e) => update({ extraPrice: e.currentTarget.value, totalDraft: null })}
              />
            ) : (
              money(booking.extraPrice, currency)
            )}
          </Row>
          <Row label={t('bookings.total')} id={admin ? 'booking-total' : undefined}>
            {admin ? (
              <TextInput
                id="booking-total"
                inputMode="decimal"
                maw={180}
                value={totals.total ?? ''}
                rightSection={<Text size="xs">{currency}</Text>}
                onChange={(e) => {
                  const total = e.currentTarget.value;
                  update({ totalDraft: total, extraPrice: (totals.price !== null && extraPriceFromTotal(total, totals.price)) || state.extraPrice });
                }}
              />
            ) : (
              money(booking.total, currency)
            )}
          </Row>
          <Row label={t('bookings.totalPaid')}>{money(booking.paymentsSum, currency)}</Row>
          {booking.bookingStatus.slug === 'canceled' && <Row label={t('bookings.cancellationCharge')}>{money(booking.cancelTotal, currency)}</Row>}
          <Row label={t('bookings.balance')}>
            <Text fw={600} data-testid="booking-balance">
              {money(booking.remaining, currency)}
            </Text>
          </Row>
          {(booking.paymentDeadline || booking.accountStatus) && (
            <Row label={t('bookings.paymentDeadline')}>
              <PaymentDeadline booking={booking} today={today} />
            </Row>
          )}
          {!!booking.invoices?.length && (
            <Row label={t('bookings.invoices')}>
              <InvoiceLinks invoices={booking.invoices} currency={currency} />
            </Row>
          )}
          {admin && booking.income !== undefined && <Row label={t('bookings.income')}>{money(booking.income, currency)}</Row>}
          <Row label={t('bookings.paymentStatus')} id={admin ? 'payment-status' : undefined}>
            {admin ? (
              <Select
                id="payment-status"
                maw={260}
                allowDeselect={false}
                data={[{ value: 'auto', label: t('bookings.edit.paymentStatusAuto') }, ...paymentStatuses]}
                value={state.paymentStatusId}
                onChange={(v) => v && update({ paymentStatusId: v })}
              />
            ) : (
              <StatusBadge status={booking.paymentStatus} />
            )}
          </Row>
          <Row label={t('bookings.additionalRequests')}>
            {admin ? (
              <Checkbox.Group
                value={state.additionalRequests}
                onChange={(additionalRequests) => update({ additionalRequests })}
                aria-label={t('bookings.additionalRequests')}
              >
                <Group gap="md">
                  {requests.map((r) => (
                    <Checkbox key={r.value} value={r.value} label={r.label} />
                  ))}
                </Group>
              </Checkbox.Group>
            ) : (
              Object.values(booking.additionalRequests).join(', ') || '—'
            )}
          </Row>
          <Row label={t('bookings.details')} id={admin ? 'booking-details' : undefined}>
            {admin ? (
              <Textarea id="booking-details" autosize minRows={2} value={state.details} onChange={(e) => update({ details: e.currentTarget.value })} />
            ) : (
              booking.details || '—'
            )}
          </Row>
          {admin && (
            <Row label={t('bookings.note')} id="booking-note">
              <Textarea id="booking-note" autosize minRows={2} value={state.note} onChange={(e) => update({ note: e.currentTarget.value })} />
            </Row>
          )}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
