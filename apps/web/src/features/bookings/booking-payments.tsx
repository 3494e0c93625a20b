import { Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { originalFromPaid, PAYMENT_METHODS, paidFromOriginal } from '@travel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date-field';
import { RowsEditor } from '../../ui/rows-editor';
import { useAgencyToday } from '../../lib/agency-day';
import { currencyRatesQuery } from '../../lib/reference';
import { newPaymentRow, type PaymentRow } from './booking-form-model';
import { type FormProps, RemoveSavedRow } from './booking-itinerary';
import { formatDay, money } from './format';

/**
 * Payment History (account spec §2, §3 Payment, §5): the saved payments; an admin adds rows
 * (cash, the booking currency and today by default) whose original and paid amounts convert into
 * each other at the current rate, 2 decimals, and removes rows after confirmation.
 */
export function BookingPayments({ booking, state, update, admin, errors }: FormProps & { errors: Record<string, string> }) {
  const { t } = useTranslation();
  // A new payment is dated the agency's today, as the server counts days.
  const today = useAgencyToday();
  const rates = useQuery({ ...currencyRatesQuery, enabled: admin });
  const paidCurrency = rates.data?.defaultCurrencyCode ?? booking.currency.code;
  const table = rates.data?.data[paidCurrency] ?? {};
  const rateOf = (code: string) => (code === paidCurrency ? '1' : table[code]?.rate);
  const currencies = [...new Set([paidCurrency, booking.currency.code, ...Object.keys(table)])].sort();
  const saved = booking.payments.filter((p) => !state.removedPaymentIds.includes(p.id));
  const methodLabel = (method: string) => t(`bookings.edit.${method}`);

  const linked = (row: PaymentRow, patch: Partial<PaymentRow>, from: 'original' | 'paid'): Partial<PaymentRow> => {
    const next = { ...row, ...patch };
    const rate = rateOf(next.originalCurrency);
    if (!rate) return patch;
    return from === 'original'
      ? { ...patch, paidAmount: paidFromOriginal(next.originalAmount, rate) ?? next.paidAmount }
      : { ...patch, originalAmount: originalFromPaid(next.paidAmount, rate) ?? next.originalAmount };
  };

  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {t('bookings.paymentHistory')}
      </Title>
      {saved.length === 0 && state.newPayments.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('bookings.noPayments')}
        </Text>
      )}
      {saved.length > 0 && (
        <Paper withBorder radius="md" style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('bookings.regions.payments')}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bookings.payDate')}</Table.Th>
                <Table.Th>{t('bookings.method')}</Table.Th>
                <Table.Th ta="right">{t('bookings.originalAmount')}</Table.Th>
                <Table.Th ta="right">{t('bookings.paidAmount')}</Table.Th>
                {admin && <Table.Th w={40} aria-label={t('bookings.edit.actions')} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {saved.map((p, i) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{formatDay(p.payDate)}</Table.Td>
                  <Table.Td>{methodLabel(p.method)}</Table.Td>
                  <Table.Td ta="right">{money(p.originalAmount, p.originalCurrency)}</Table.Td>
                  <Table.Td ta="right">{money(p.paidAmount, paidCurrency)}</Table.Td>
                  {admin && (
                    <RemoveSavedRow
                      label={t('bookings.edit.removePayment', { n: i + 1 })}
                      onConfirm={() => update({ removedPaymentIds: [...state.removedPaymentIds, p.id] })}
                    />
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {admin && (
        <RowsEditor<PaymentRow>
          rows={state.newPayments}
          onChange={(newPayments) => update({ newPayments })}
          newRow={() => newPaymentRow(booking.currency.code, today)}
          addLabel={t('bookings.edit.addPayment')}
          removeLabel={(_, i) => t('bookings.edit.removePayment', { n: saved.length + i + 1 })}
          render={(row, change, n) => {
            const rate = rateOf(row.originalCurrency);
            const error = (field: string) => errors[`payments.${n}.${field}`];
            return (
              <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
                <DateField label={t('bookings.payDate')} required value={row.payDate} error={error('payDate')} onChange={(payDate) => change({ payDate })} />
                <Select
                  label={t('bookings.method')}
                  required
                  allowDeselect={false}
                  data={PAYMENT_METHODS.map((m) => ({ value: m, label: methodLabel(m) }))}
                  value={row.method}
                  error={error('method')}
                  onChange={(method) => method && change({ method: method as PaymentRow['method'] })}
                />
                <TextInput
                  label={t('bookings.originalAmount')}
                  required
                  inputMode="decimal"
                  value={row.originalAmount}
                  error={error('originalAmount')}
                  onChange={(e) => change(linked(row, { originalAmount: e.currentTarget.value }, 'original'))}
                />
                <Select
                  label={t('bookings.edit.currency')}
                  searchable
                  allowDeselect={false}
                  data={currencies}
                  value={row.originalCurrency}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  description={
                    rate
                      ? t('bookings.edit.rate', { from: row.originalCurrency, rate, to: paidCurrency })
                      : t('bookings.edit.noRate', { code: row.originalCurrency })
                  }
                  onChange={(code) => code && change(linked(row, { originalCurrency: code }, 'original'))}
                />
                <TextInput
                  label={`${t('bookings.paidAmount')} (${paidCurrency})`}
                  required
                  inputMode="decimal"
                  value={row.paidAmount}
                  error={error('paidAmount')}
                  onChange={(e) => change(linked(row, { paidAmount: e.currentTarget.value }, 'paid'))}
                />
              </SimpleGrid>
            );
          }}
        />
      )}
    </Stack>
  );
}
