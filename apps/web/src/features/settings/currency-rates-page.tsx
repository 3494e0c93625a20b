import { Paper, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { type CurrencyRatesSettings, currencyRatesDataSchema, linkCorrectionFromRate, linkRateFromBank } from '@travel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/page';
import { taxonomyQuery } from '../../lib/reference';
import { fieldErrorOf, useCurrencyRates, useSaveCurrencyRates } from './api';
import { SaveBar } from './save-bar';

type Rates = CurrencyRatesSettings['data'];

/** /settings/currency-rates: one table per base currency, accounting first (back-office spec §3). */
export function CurrencyRatesPage() {
  const { t } = useTranslation();
  const rates = useCurrencyRates();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (rates.error) notifyError(rates.error, 'common.couldNotLoad');
  }, [rates.error]);
  return (
    <Page title={t('settings.currencyRates.title')}>
      {rates.data ? (
        // A save answers the stored settings and a new form starts from them; a background refetch never resets edits.
        <CurrencyRatesForm key={version} settings={rates.data} onSaved={() => setVersion((v) => v + 1)} />
      ) : (
        <Skeleton height={480} radius="md" />
      )}
    </Page>
  );
}

function CurrencyRatesForm({ settings, onSaved }: { settings: CurrencyRatesSettings; onSaved: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCurrencyRates();
  const form = useForm<Rates>({
    initialValues: settings.data,
    validate: schemaResolver(currencyRatesDataSchema, { sync: true }),
  });
  const bases = [...new Set([settings.defaultCurrencyAccounting, settings.defaultCurrencyCode])].filter((base) => settings.data[base]);

  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('common.saved'));
        onSaved();
      },
      onError: (error) => {
        const field = fieldErrorOf(error);
        if (field) form.setFieldError(field[0], field[1]);
        notifyError(error);
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        {bases.map((base) => (
          <RatesTable
            key={base}
            base={base}
            title={
              base === settings.defaultCurrencyAccounting
                ? t('settings.currencyRates.accountingTable', { code: base })
                : t('settings.currencyRates.defaultTable', { code: base })
            }
            form={form}
          />
        ))}
        <SaveBar dirty={form.isDirty()} saving={save.isPending} />
      </Stack>
    </form>
  );
}

type RatesForm = Pick<UseFormReturnType<Rates>, 'values' | 'getInputProps' | 'setFieldValue' | 'isDirty'>;

/** Decimal commas are typed in many offices; the wire and the schema take a dot. */
const decimalText = (value: string) => value.replace(',', '.').replace(/\s/g, '');

function RatesTable({ base, title, form }: { base: string; title: string; form: RatesForm }) {
  const { t } = useTranslation();
  const currencies = useQuery(taxonomyQuery('currency'));
  const names = new Map((currencies.data?.entities ?? []).map((c) => [c.code, c.title]));
  const rows = form.values[base] ?? {};
  const headingId = `rates-${base}`;

  // Spec §4: the correction sets the end rate to bank + correction; the end rate sets the correction to end - bank.
  const setCorrection = (currency: string, value: string) => {
    const text = decimalText(value);
    const rate = linkRateFromBank(rows[currency]!.bankRate, text);
    form.setFieldValue(`${base}.${currency}`, { ...rows[currency]!, correctionRate: text, ...(rate !== null ? { rate } : {}) });
  };
  const setRate = (currency: string, value: string) => {
    const text = decimalText(value);
    const correction = linkCorrectionFromRate(rows[currency]!.bankRate, text);
    form.setFieldValue(`${base}.${currency}`, { ...rows[currency]!, rate: text, ...(correction !== null ? { correctionRate: correction } : {}) });
  };
  // Eight decimals must stay readable in a phone-wide input: right-aligned, tabular digits, slim padding.
  const numberStyles = { input: { textAlign: 'right' as const, fontVariantNumeric: 'tabular-nums', paddingInline: 8 } };

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Title order={2} fz="lg" id={headingId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.currencyRates.tableHint', { base })}
      </Text>
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing={6} horizontalSpacing={6} striped aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                {t('settings.currencyRates.currency')}
                <Text size="xs" c="dimmed" fw={400} hiddenFrom="sm">
                  {t('settings.currencyRates.bankRate')}
                </Text>
              </Table.Th>
              <Table.Th style={{ textAlign: 'right' }} visibleFrom="sm">
                {t('settings.currencyRates.bankRate')}
              </Table.Th>
              <Table.Th ta="right">{t('settings.currencyRates.correctionRate')}</Table.Th>
              <Table.Th ta="right">{t('settings.currencyRates.rate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Object.entries(rows).map(([currency, row]) => (
              // A changed row is tinted until it is saved, so an administrator sees what the Save will send.
              <Table.Tr key={currency} bg={form.isDirty(`${base}.${currency}`) ? 'yellow.0' : undefined}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {currency}
                  </Text>
                  <Text size="xs" c="dimmed" visibleFrom="sm">
                    {names.get(currency)}
                  </Text>
                  {/* On a phone the bank rate sits under the code, leaving the width to the two inputs. */}
                  <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {row.bankRate}
                  </Text>
                </Table.Td>
                <Table.Td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }} visibleFrom="sm">
                  <Text size="sm">{row.bankRate}</Text>
                </Table.Td>
                <Table.Td w={{ base: '37%', sm: 190 }}>
                  <TextInput
                    aria-label={t('settings.currencyRates.correctionLabel', { currency, base })}
                    inputMode="decimal"
                    autoComplete="off"
                    styles={numberStyles}
                    {...form.getInputProps(`${base}.${currency}.correctionRate`)}
                    onChange={(e) => setCorrection(currency, e.currentTarget.value)}
                  />
                </Table.Td>
                <Table.Td w={{ base: '37%', sm: 190 }}>
                  <TextInput
                    aria-label={t('settings.currencyRates.rateLabel', { currency, base })}
                    inputMode="decimal"
                    autoComplete="off"
                    styles={numberStyles}
                    {...form.getInputProps(`${base}.${currency}.rate`)}
                    onChange={(e) => setRate(currency, e.currentTarget.value)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {Object.keys(rows).length === 0 && (
        <Text c="dimmed" ta="center" p="md">
          {t('common.noEntities')}
        </Text>
      )}
    </Paper>
  );
}
