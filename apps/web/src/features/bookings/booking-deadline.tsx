import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { BookingView } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPositiveAmount } from '../../lib/money';
import { notifyError } from '../../ui/notify';
import { downloadInvoice } from './api';
import { formatDay, money } from './format';

/*
 * The booking and the agency account (issue 31; domain-rules §11): when payment is due, whether
 * the agency's account was charged or the booking waits for payment, and its invoices and credit
 * notes as PDF links.
 */

/** Past its deadline (the agency's today) and not paid in full. */
export const isOverdue = (deadline: string | null | undefined, remaining: string, today: string) =>
  !!deadline && deadline < today && isPositiveAmount(remaining);

export function OverdueBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="red" c="red.9" variant="outline" style={{ minWidth: 'max-content' }}>
      {t('bookings.overdue')}
    </Badge>
  );
}

/** 'DD.MM.YYYY', 'Charged to account' or 'Awaiting payment', and 'Overdue' when past it with money still due. */
export function PaymentDeadline({ booking, today }: { booking: Pick<BookingView, 'paymentDeadline' | 'accountStatus' | 'remaining'>; today: string }) {
  const { t } = useTranslation();
  const overdue = isOverdue(booking.paymentDeadline, booking.remaining, today);
  return (
    <Group gap="xs" wrap="wrap" data-testid="payment-deadline">
      <Text size="sm" fw={600} c={overdue ? 'red.9' : undefined}>
        {booking.paymentDeadline ? formatDay(booking.paymentDeadline) : '—'}
      </Text>
      {booking.accountStatus && (
        <Badge
          color={booking.accountStatus === 'charged' ? 'blue' : 'orange'}
          c={booking.accountStatus === 'charged' ? 'blue.9' : '#c2410c'}
          variant="light"
          style={{ minWidth: 'max-content' }}
        >
          {t(`bookings.accountStatuses.${booking.accountStatus}`)}
        </Badge>
      )}
      {overdue && <OverdueBadge />}
    </Group>
  );
}

type InvoiceRef = NonNullable<BookingView['invoices']>[number];

/** Each invoice's number as the link to its PDF, its kind and amount beside it. */
export function InvoiceLinks({ invoices, currency }: { invoices: InvoiceRef[]; currency: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);
  const open = (id: number) => {
    setBusy(id);
    downloadInvoice(id)
      .catch((error) => notifyError(error, 'common.couldNotLoad'))
      .finally(() => setBusy(null));
  };
  return (
    <Stack gap={4} data-testid="booking-invoices">
      {invoices.map((invoice) => {
        const kind = t(`bookings.invoiceKinds.${invoice.kind}`);
        return (
          <Group key={invoice.id} gap="xs" wrap="wrap">
            <Anchor
              component="button"
              type="button"
              ff="monospace"
              fz="sm"
              disabled={busy === invoice.id}
              aria-label={t('bookings.downloadInvoice', { kind, number: invoice.number })}
              onClick={() => open(invoice.id)}
            >
              {invoice.number}
            </Anchor>
            <Text size="sm" c="dimmed">
              {kind} · {money(invoice.amount, currency)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
