import { Anchor, Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable, usePhone } from '../../ui/data-table';
import { DateField } from '../../ui/date-field';
import { AnchorLink } from '../../ui/links';
import { notifyError } from '../../ui/notify';
import { Page } from '../../ui/page';
import { SearchBar } from '../../ui/search-bar';
import { agentsQuery } from '../../lib/agents';
import { BookingRef, Line, RowCard, useDownload } from './account-overview';
import { downloadInvoice, downloadInvoicesExport, type InvoiceRow, useInvoices } from './api';
import { documentAmount, formatDay, money } from './format';
import { INVOICE_KINDS, type InvoiceKind, type InvoicesSearch } from './list-search';

/*
 * The admin's Invoices (issue 31): every agency's invoices and credit notes, newest first, filtered
 * by the period, the type, the agency and the number (all held in the URL, as the other back-office
 * lists hold theirs), each with its PDF; and the accounting export of the period as CSV.
 */

/** What the filter bar holds until Search: the URL's filters as the fields' texts. */
type Draft = { from: string; to: string; kind: InvoiceKind | 'all'; agentId: string; number: string };

const draftOf = (search: InvoicesSearch): Draft => ({
  from: search.from ?? '',
  to: search.to ?? '',
  kind: search.kind ?? 'all',
  agentId: search.agentId ? String(search.agentId) : '',
  number: search.number ?? '',
});

/** Two filters side by side on a phone (the bar's gap is sm), each its own width from xs up. */
const half = (from: number) => ({ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: from });

const KIND_COLORS = { invoice: ['blue', 'blue.9'], 'credit-note': ['grape', 'grape.9'] } as const;

/** Invoice / Credit note. */
function KindBadge({ kind }: { kind: InvoiceKind }) {
  const { t } = useTranslation();
  return (
    <Badge color={KIND_COLORS[kind][0]} c={KIND_COLORS[kind][1]} variant="light" style={{ minWidth: 'max-content' }}>
      {t(`accounts.kinds.${kind}`)}
    </Badge>
  );
}

/** An amount of the invoice with its currency; a credit note's with a minus sign. */
function Amount({ invoice, amount, currency, strong }: { invoice: InvoiceRow; amount: string; currency: string; strong?: boolean }) {
  return (
    <Text span size="sm" fw={strong ? 600 : undefined} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} data-testid="invoice-amount">
      {money(documentAmount(amount, invoice.kind), currency)}
    </Text>
  );
}

/** A day YYYY-MM-DD (the address holds the period as text: a hand-edited one may be something else). */
const isDay = (value: string | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * 'Export for accounting (CSV)': the accounting export of the listed period (the URL's From..To).
 * Without a whole period it is disabled, and says why.
 */
function ExportButton({ from, to }: { from?: string; to?: string }) {
  const { t } = useTranslation();
  const download = useDownload();
  // On a phone the actions wrap under the title, at its left: the hint is centred under the button.
  const phone = usePhone();
  const chosen = isDay(from) && isDay(to);
  const period = isDay(from) && isDay(to) && from <= to ? { from, to } : null;
  const hint = period
    ? t('accounts.invoiceList.exportPeriod', { from: formatDay(period.from), to: formatDay(period.to) })
    : chosen
      ? t('accounts.invoiceList.exportOrder')
      : t('accounts.invoiceList.exportHint');
  return (
    <Stack gap={2} align={phone ? 'stretch' : 'flex-end'}>
      <Button
        variant="light"
        disabled={!period}
        loading={download.busy === 'export'}
        aria-describedby="invoices-export-hint"
        onClick={() => period && download.run('export', () => downloadInvoicesExport(period))}
      >
        {t('accounts.invoiceList.export')}
      </Button>
      <Text id="invoices-export-hint" size="xs" c="dimmed" ta={phone ? 'center' : 'right'}>
        {hint}
      </Text>
    </Stack>
  );
}

/** /invoices (back office, issue 31). */
export function InvoicesPage({ search }: { search: InvoicesSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invoices = useInvoices(search);
  const agents = useQuery(agentsQuery);
  const download = useDownload();
  const [draft, setDraft] = useState(() => draftOf(search));
  useEffect(() => setDraft(draftOf(search)), [search]);
  useEffect(() => {
    if (invoices.error) notifyError(invoices.error, 'common.couldNotLoadData');
  }, [invoices.error]);

  const go = (next: InvoicesSearch) => void navigate({ to: '/invoices', search: next });
  const onSearch = () =>
    go({
      page: 1,
      from: draft.from || undefined,
      to: draft.to || undefined,
      kind: draft.kind === 'all' ? undefined : draft.kind,
      agentId: draft.agentId ? Number(draft.agentId) : undefined,
      number: draft.number.trim() || undefined,
    });
  const onReset = () => {
    setDraft(draftOf({ page: 1 }));
    go({ page: 1 });
  };

  const pdfLink = (i: InvoiceRow) => (
    <Anchor
      component="button"
      type="button"
      size="sm"
      disabled={download.busy === String(i.id)}
      aria-label={t('accounts.downloadInvoice', { number: i.number })}
      onClick={() => download.run(String(i.id), () => downloadInvoice(i.id))}
    >
      {t('accounts.invoiceList.pdf')}
    </Anchor>
  );
  const agencyLink = (i: InvoiceRow) => (
    <AnchorLink to="/agencies/$id" params={{ id: i.agent.id }} size="sm" style={{ whiteSpace: 'nowrap' }}>
      {i.agent.companyName}
    </AnchorLink>
  );

  const columns: Column<InvoiceRow>[] = [
    {
      key: 'number',
      header: t('accounts.number'),
      render: (i) => (
        <Text ff="monospace" size="sm" style={{ whiteSpace: 'nowrap' }}>
          {i.number}
        </Text>
      ),
    },
    { key: 'type', header: t('accounts.invoiceList.type'), render: (i) => <KindBadge kind={i.kind} /> },
    {
      key: 'date',
      header: t('accounts.date'),
      render: (i) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDay(i.issuedOn)}
        </Text>
      ),
    },
    { key: 'agency', header: t('accounts.invoiceList.agency'), render: agencyLink },
    { key: 'booking', header: t('accounts.booking'), render: (i) => <BookingRef id={i.bookingId} pnrs={i.pnrs} /> },
    { key: 'net', header: t('accounts.invoiceList.net'), align: 'right', render: (i) => <Amount invoice={i} amount={i.net} currency={i.currency} /> },
    { key: 'tax', header: t('accounts.invoiceList.tax'), align: 'right', render: (i) => <Amount invoice={i} amount={i.tax} currency={i.currency} /> },
    {
      key: 'total',
      header: t('accounts.invoiceList.total'),
      align: 'right',
      render: (i) => <Amount invoice={i} amount={i.amount} currency={i.currency} strong />,
    },
    {
      key: 'totalDefault',
      header: t('accounts.invoiceList.totalDefault'),
      align: 'right',
      render: (i) => <Amount invoice={i} amount={i.amountDefault} currency={i.defaultCurrency} />,
    },
    { key: 'pdf', header: t('accounts.invoiceList.pdf'), align: 'right', render: pdfLink },
  ];

  return (
    <Page title={t('accounts.invoices')} actions={<ExportButton from={search.from} to={search.to} />}>
      <SearchBar onSearch={onSearch} onReset={onReset}>
        <DateField
          label={t('accounts.from')}
          value={draft.from}
          max={draft.to || undefined}
          onChange={(from) => setDraft((d) => ({ ...d, from }))}
          w={half(150)}
        />
        <DateField label={t('accounts.to')} value={draft.to} min={draft.from || undefined} onChange={(to) => setDraft((d) => ({ ...d, to }))} w={half(150)} />
        <Select
          label={t('accounts.invoiceList.type')}
          data={[{ value: 'all', label: t('accounts.invoiceList.all') }, ...INVOICE_KINDS.map((kind) => ({ value: kind, label: t(`accounts.kinds.${kind}`) }))]}
          allowDeselect={false}
          value={draft.kind}
          onChange={(kind) => setDraft((d) => ({ ...d, kind: (kind as Draft['kind'] | null) ?? 'all' }))}
          w={half(150)}
        />
        <Select
          label={t('accounts.invoiceList.agency')}
          placeholder={t('accounts.invoiceList.allAgencies')}
          data={(agents.data?.entities ?? []).map((a) => ({ value: String(a.id), label: a.companyName }))}
          searchable
          clearable
          nothingFoundMessage={t('common.nothingFound')}
          value={draft.agentId || null}
          onChange={(agentId) => setDraft((d) => ({ ...d, agentId: agentId ?? '' }))}
          w={half(220)}
        />
        <TextInput
          label={t('accounts.number')}
          placeholder={t('accounts.invoiceList.numberPlaceholder')}
          value={draft.number}
          onChange={(e) => {
            const number = e.currentTarget.value;
            setDraft((d) => ({ ...d, number }));
          }}
          style={{ flex: 1, minWidth: 160 }}
        />
      </SearchBar>
      <DataTable
        caption={t('accounts.invoices')}
        columns={columns}
        rows={invoices.data?.entities}
        rowKey={(i) => i.id}
        loading={invoices.isLoading}
        empty={t('accounts.invoiceList.empty')}
        page={search.page}
        pagesCount={invoices.data?.pagesCount ?? 1}
        onPage={(page) => go({ ...search, page })}
        card={(i) => (
          <RowCard
            label={`${t(`accounts.kinds.${i.kind}`)} ${i.number}`}
            top={
              <Stack gap={0}>
                <Text ff="monospace" size="sm" fw={600}>
                  {i.number}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDay(i.issuedOn)}
                </Text>
              </Stack>
            }
            topRight={<KindBadge kind={i.kind} />}
          >
            <Line label={t('accounts.invoiceList.agency')}>{agencyLink(i)}</Line>
            <Line label={t('accounts.booking')}>
              <BookingRef id={i.bookingId} pnrs={i.pnrs} />
            </Line>
            <Line label={t('accounts.invoiceList.net')}>
              <Amount invoice={i} amount={i.net} currency={i.currency} />
            </Line>
            <Line label={t('accounts.invoiceList.tax')}>
              <Amount invoice={i} amount={i.tax} currency={i.currency} />
            </Line>
            <Line label={t('accounts.invoiceList.total')}>
              <Amount invoice={i} amount={i.amount} currency={i.currency} strong />
            </Line>
            <Line label={t('accounts.invoiceList.totalDefault')}>
              <Amount invoice={i} amount={i.amountDefault} currency={i.defaultCurrency} />
            </Line>
            <Group justify="flex-end">{pdfLink(i)}</Group>
          </RowCard>
        )}
      />
    </Page>
  );
}
