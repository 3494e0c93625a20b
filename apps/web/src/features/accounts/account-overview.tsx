import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ACCOUNT_ENTRY_LABELS, type AccountEntry, type DeadlineRow, type Invoice } from '@travel/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgencyToday } from '../../lib/agency-day';
import { formatAmount } from '../../lib/money';
import { type Column, DataTable } from '../../ui/data-table';
import { DateField } from '../../ui/date-field';
import { AnchorLink } from '../../ui/links';
import { notifyError } from '../../ui/notify';
import { type AccountAnswer, downloadInvoice, downloadStatement } from './api';
import { formatDay, formatMomentDay, money, signColor, signedMoney, signOf } from './format';

/*
 * The agency's account as its agent and the back office see it (issue 31): the four figures, the
 * deadlines, the latest entries, the invoices and the statement of a period. The agent's page and
 * the admin's agency page (with its forms) show the same pieces.
 */

function Figure({ label, amount, currency, alert, testId }: { label: string; amount: string; currency: string; alert?: boolean; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Group gap={6} align="baseline" wrap="wrap" mt={4}>
        <Text fz="xl" fw={700} c={alert ? 'red.9' : undefined} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="figure-amount">
          {formatAmount(amount)}
        </Text>
        <Text size="sm" c="dimmed">
          {currency}
        </Text>
      </Group>
    </Paper>
  );
}

/** Balance, credit limit, available credit and overdue, in the account's currency; then the terms in words. */
export function AccountFigures({ account }: { account: AccountAnswer }) {
  const { t } = useTranslation();
  const overdue = signOf(account.overdue) > 0;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Figure
          testId="figure-balance"
          label={t('accounts.figures.balance')}
          amount={account.balance}
          currency={account.currency}
          alert={signOf(account.balance) < 0}
        />
        <Figure testId="figure-credit-limit" label={t('accounts.figures.creditLimit')} amount={account.creditLimit} currency={account.currency} />
        <Figure
          testId="figure-available"
          label={t('accounts.figures.available')}
          amount={account.available}
          currency={account.currency}
          alert={signOf(account.available) < 0}
        />
        <Figure testId="figure-overdue" label={t('accounts.figures.overdue')} amount={account.overdue} currency={account.currency} alert={overdue} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {account.paymentTermsDays === null ? t('accounts.noPaymentTerms') : t('accounts.paymentTerms', { count: account.paymentTermsDays })}
        {' · '}
        {account.autoCancel ? t('accounts.autoCancelOn') : t('accounts.autoCancelOff')}
      </Text>
    </Stack>
  );
}

function Section({ title, children, hint }: { title: string; children: ReactNode; hint?: string }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
      {children}
    </Stack>
  );
}

/** A booking's reference as the link to its page. */
export const BookingRef = ({ id, pnrs }: { id: number; pnrs: string }) => (
  <AnchorLink to="/bookings/$id/edit" params={{ id }} ff="monospace" fz="sm">
    {pnrs}
  </AnchorLink>
);

export const OverdueBadge = () => {
  const { t } = useTranslation();
  return (
    <Badge color="red" c="red.9" variant="outline" style={{ minWidth: 'max-content' }}>
      {t('accounts.overdueBadge')}
    </Badge>
  );
};

/** Charged to account / Awaiting payment. */
export const AccountStatusBadge = ({ status }: { status: 'charged' | 'awaiting-payment' }) => {
  const { t } = useTranslation();
  return (
    <Badge color={status === 'charged' ? 'blue' : 'orange'} c={status === 'charged' ? 'blue.9' : '#c2410c'} variant="light" style={{ minWidth: 'max-content' }}>
      {t(`accounts.statuses.${status}`)}
    </Badge>
  );
};

const one = { page: 1, pagesCount: 1, onPage: () => {} };

/** One row as a card on a phone (ui/data-table `card`): a top line, a second line, and what is below. */
export function RowCard({ label, top, topRight, children }: { label: string; top: ReactNode; topRight: ReactNode; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={label}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <div style={{ minWidth: 0 }}>{top}</div>
          <div style={{ flexShrink: 0, textAlign: 'right' }}>{topRight}</div>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A label and its value on one line of a card. */
export const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  <Group justify="space-between" wrap="nowrap" gap="xs">
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" component="div" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  </Group>
);

/** The deadline, red with an 'Overdue' badge once past with money still due. */
function DeadlineDay({ row }: { row: DeadlineRow }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c={row.overdue ? 'red.9' : undefined} fw={row.overdue ? 600 : undefined}>
        {formatDay(row.paymentDeadline)}
      </Text>
      {row.overdue && <OverdueBadge />}
    </Group>
  );
}

/** The bookings with a deadline ahead or overdue, soonest first. */
export function DeadlinesTable({ rows }: { rows: DeadlineRow[] }) {
  const { t } = useTranslation();
  const columns: Column<DeadlineRow>[] = [
    { key: 'booking', header: t('accounts.booking'), render: (r) => <BookingRef id={r.bookingId} pnrs={r.pnrs} /> },
    { key: 'deadline', header: t('accounts.deadline'), render: (r) => <DeadlineDay row={r} /> },
    { key: 'status', header: t('accounts.status'), render: (r) => <AccountStatusBadge status={r.accountStatus} /> },
    { key: 'total', header: t('accounts.total'), align: 'right', render: (r) => money(r.total, r.currency) },
    { key: 'remaining', header: t('accounts.remaining'), align: 'right', render: (r) => money(r.remaining, r.currency) },
  ];
  return (
    <Section title={t('accounts.deadlines')}>
      <DataTable
        caption={t('accounts.deadlines')}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.bookingId}
        empty={t('accounts.noDeadlines')}
        card={(r) => (
          <RowCard label={r.pnrs} top={<BookingRef id={r.bookingId} pnrs={r.pnrs} />} topRight={<AccountStatusBadge status={r.accountStatus} />}>
            <Line label={t('accounts.deadline')}>
              <DeadlineDay row={r} />
            </Line>
            <Line label={t('accounts.total')}>{money(r.total, r.currency)}</Line>
            <Line label={t('accounts.remaining')}>{money(r.remaining, r.currency)}</Line>
          </RowCard>
        )}
        {...one}
      />
    </Section>
  );
}

/** What an entry is: its kind's label, the booking it follows and the reason given. */
export function EntryDescription({ entry }: { entry: AccountEntry }) {
  return (
    <Stack gap={0}>
      <Group wrap="wrap" align="baseline" style={{ columnGap: 6, rowGap: 0 }}>
        <Text size="sm" fw={500}>
          {ACCOUNT_ENTRY_LABELS[entry.kind] ?? entry.kind}
        </Text>
        {entry.bookingId !== null && entry.pnrs && <BookingRef id={entry.bookingId} pnrs={entry.pnrs} />}
      </Group>
      {entry.reason && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {entry.reason}
        </Text>
      )}
    </Stack>
  );
}

/** '+120.00 EUR' in teal, '-35.50 EUR' in red. */
const EntryAmount = ({ entry }: { entry: AccountEntry }) => (
  <Text size="sm" fw={600} c={signColor(entry.amount)} style={{ whiteSpace: 'nowrap' }} data-testid="entry-amount">
    {signedMoney(entry.amount, entry.currency)}
  </Text>
);

/** The latest entries, newest first: signed amounts (green in the agency's favour, red against it) and the balance after each. */
export function EntriesTable({ rows }: { rows: AccountEntry[] }) {
  const { t } = useTranslation();
  const columns: Column<AccountEntry>[] = [
    { key: 'date', header: t('accounts.date'), width: 110, render: (e) => formatMomentDay(e.at) },
    { key: 'description', header: t('accounts.description'), render: (e) => <EntryDescription entry={e} /> },
    { key: 'amount', header: t('accounts.amount'), align: 'right', render: (e) => <EntryAmount entry={e} /> },
    {
      key: 'balance',
      header: t('accounts.balance'),
      align: 'right',
      render: (e) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {money(e.balance, e.currency)}
        </Text>
      ),
    },
  ];
  return (
    <Section title={t('accounts.entries')}>
      <DataTable
        caption={t('accounts.entries')}
        columns={columns}
        rows={rows}
        rowKey={(e) => e.id}
        empty={t('accounts.noEntries')}
        card={(e) => (
          <RowCard
            label={`${formatMomentDay(e.at)} ${ACCOUNT_ENTRY_LABELS[e.kind] ?? e.kind}`}
            top={<EntryDescription entry={e} />}
            topRight={<EntryAmount entry={e} />}
          >
            <Line label={formatMomentDay(e.at)}>
              {t('accounts.balance')} {money(e.balance, e.currency)}
            </Line>
          </RowCard>
        )}
        {...one}
      />
    </Section>
  );
}

/** Opens a file link; a refusal (no token, the server down) is toasted. */
export function useDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = (key: string, open: () => Promise<unknown>) => {
    setBusy(key);
    open()
      .catch((error) => notifyError(error, 'common.couldNotLoad'))
      .finally(() => setBusy(null));
  };
  return { busy, run };
}

export function InvoicesTable({ rows }: { rows: Invoice[] }) {
  const { t } = useTranslation();
  const download = useDownload();
  const pdfLink = (i: Invoice) => (
    <Anchor
      component="button"
      type="button"
      size="sm"
      disabled={download.busy === String(i.id)}
      aria-label={t('accounts.downloadInvoice', { number: i.number })}
      onClick={() => download.run(String(i.id), () => downloadInvoice(i.id))}
    >
      {t('accounts.downloadPdf')}
    </Anchor>
  );
  const columns: Column<Invoice>[] = [
    {
      key: 'number',
      header: t('accounts.number'),
      render: (i) => (
        <Text ff="monospace" size="sm">
          {i.number}
        </Text>
      ),
    },
    { key: 'kind', header: t('accounts.kind'), render: (i) => t(`accounts.kinds.${i.kind}`) },
    { key: 'date', header: t('accounts.date'), render: (i) => formatDay(i.issuedOn) },
    { key: 'booking', header: t('accounts.booking'), render: (i) => <BookingRef id={i.bookingId} pnrs={i.pnrs} /> },
    { key: 'amount', header: t('accounts.amount'), align: 'right', render: (i) => money(i.amount, i.currency) },
    { key: 'pdf', header: t('accounts.downloadPdf'), align: 'right', render: (i) => pdfLink(i) },
  ];
  return (
    <Section title={t('accounts.invoices')}>
      <DataTable
        caption={t('accounts.invoices')}
        columns={columns}
        rows={rows}
        rowKey={(i) => i.id}
        empty={t('accounts.noInvoices')}
        card={(i) => (
          <RowCard
            label={i.number}
            top={
              <Stack gap={0}>
                <Text ff="monospace" size="sm" fw={600}>
                  {i.number}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`accounts.kinds.${i.kind}`)} · {formatDay(i.issuedOn)}
                </Text>
              </Stack>
            }
            topRight={
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money(i.amount, i.currency)}
              </Text>
            }
          >
            <Group justify="space-between" wrap="nowrap">
              <BookingRef id={i.bookingId} pnrs={i.pnrs} />
              {pdfLink(i)}
            </Group>
          </RowCard>
        )}
        {...one}
      />
    </Section>
  );
}

/** The first day of the month of a YYYY-MM-DD day. */
const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** The statement of a period as PDF or CSV: the caller's own (`agentId` null) or an agency's (admin). */
export function StatementBlock({ agentId }: { agentId: number | null }) {
  const { t } = useTranslation();
  const today = useAgencyToday();
  const [period, setPeriod] = useState(() => ({ from: monthStart(today), to: today }));
  const [checked, setChecked] = useState(false);
  const download = useDownload();
  const errors = {
    from: period.from ? undefined : t('accounts.required'),
    to: !period.to ? t('accounts.required') : period.from && period.to < period.from ? t('accounts.toBeforeFrom') : undefined,
  };
  const open = (format: 'pdf' | 'csv') => {
    setChecked(true);
    if (errors.from || errors.to) return;
    download.run(format, () => downloadStatement(agentId, { ...period, format }));
  };
  return (
    <Section title={t('accounts.statement')} hint={t('accounts.statementHint')}>
      <Paper withBorder radius="md" p="md">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <DateField
            label={t('accounts.from')}
            required
            value={period.from}
            max={period.to || undefined}
            error={checked ? errors.from : undefined}
            onChange={(from) => setPeriod((p) => ({ ...p, from }))}
            w={{ base: '100%', xs: 180 }}
          />
          <DateField
            label={t('accounts.to')}
            required
            value={period.to}
            min={period.from || undefined}
            error={checked ? errors.to : undefined}
            onChange={(to) => setPeriod((p) => ({ ...p, to }))}
            w={{ base: '100%', xs: 180 }}
          />
          <Group gap="sm" mt={{ base: 0, xs: 25 }} wrap="nowrap">
            <Button variant="light" loading={download.busy === 'pdf'} onClick={() => open('pdf')}>
              {t('accounts.downloadPdf')}
            </Button>
            <Button variant="default" loading={download.busy === 'csv'} onClick={() => open('csv')}>
              {t('accounts.downloadCsv')}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Section>
  );
}

/**
 * The whole account: figures, then `children` (the admin's forms), deadlines, entries, invoices
 * and the statement of a period.
 */
export function AccountOverview({ account, agentId, children }: { account: AccountAnswer; agentId: number | null; children?: ReactNode }) {
  return (
    <Stack gap="lg">
      <AccountFigures account={account} />
      {children}
      <DeadlinesTable rows={account.deadlines} />
      <EntriesTable rows={account.entries} />
      <InvoicesTable rows={account.invoices} />
      <StatementBlock agentId={agentId} />
    </Stack>
  );
}

/** While an account loads: the figures' cards and a table's height. */
export function AccountSkeleton() {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={84} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={220} radius="md" />
    </Stack>
  );
}
