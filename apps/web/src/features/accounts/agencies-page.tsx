import { Badge, Button, Group, Stack, Switch, Tabs, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../ui/data-table';
import { AnchorLink, ButtonLink } from '../../ui/links';
import { notifyError, notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/page';
import { SearchBar } from '../../ui/search-bar';
import { BookingRef, Line, RowCard } from './account-overview';
import { type AgencyRow, type DeadlineCandidate, deadlineCandidatesQuery, type JobRun, jobRunsQuery, useAgencies, useRunJob } from './api';
import { formatDay, formatMoment, money, signOf } from './format';
import type { AgenciesSearch, AgencyTab } from './list-search';

const one = { page: 1, pagesCount: 1, onPage: () => {} };

/** An amount that is red and bold when `alert`. */
const Amount = ({ amount, currency, alert }: { amount: string; currency: string; alert?: boolean }) => (
  <Text size="sm" c={alert ? 'red.9' : undefined} fw={alert ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
    {money(amount, currency)}
  </Text>
);

/** The agencies with their credit limit, balance, available credit and overdue amount; a search and 'Overdue only'. */
function AgenciesTab({ search, go }: { search: AgenciesSearch; go: (next: AgenciesSearch) => void }) {
  const { t } = useTranslation();
  const agencies = useAgencies({ page: search.page, searchText: search.searchText, overdue: search.overdue });
  const [text, setText] = useState(search.searchText);
  useEffect(() => setText(search.searchText), [search.searchText]);
  useEffect(() => {
    if (agencies.error) notifyError(agencies.error, 'common.couldNotLoadData');
  }, [agencies.error]);
  const columns: Column<AgencyRow>[] = [
    {
      key: 'company',
      header: t('accounts.company'),
      render: (a) => (
        <AnchorLink to="/agencies/$id" params={{ id: a.agentId }} fw={500}>
          {a.companyName}
        </AnchorLink>
      ),
    },
    { key: 'email', header: t('accounts.email'), render: (a) => a.email },
    { key: 'limit', header: t('accounts.figures.creditLimit'), align: 'right', render: (a) => <Amount amount={a.creditLimit} currency={a.currency} /> },
    { key: 'balance', header: t('accounts.figures.balance'), align: 'right', render: (a) => <Amount amount={a.balance} currency={a.currency} /> },
    {
      key: 'available',
      header: t('accounts.figures.available'),
      align: 'right',
      render: (a) => <Amount amount={a.available} currency={a.currency} alert={signOf(a.available) < 0} />,
    },
    {
      key: 'overdue',
      header: t('accounts.figures.overdue'),
      align: 'right',
      render: (a) => <Amount amount={a.overdue} currency={a.currency} alert={signOf(a.overdue) > 0} />,
    },
    { key: 'autoCancel', header: t('accounts.autoCancel'), render: (a) => (a.autoCancel ? t('accounts.yes') : t('accounts.no')) },
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      render: (a) => (
        <ButtonLink
          size="compact-sm"
          variant="light"
          to="/agencies/$id"
          params={{ id: a.agentId }}
          aria-label={`${t('accounts.openAccount')} ${a.companyName}`}
        >
          {t('accounts.openAccount')}
        </ButtonLink>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <SearchBar
        onSearch={() => go({ ...search, searchText: text.trim(), page: 1 })}
        onReset={() => {
          setText('');
          go({ ...search, searchText: '', overdue: undefined, page: 1 });
        }}
      >
        <TextInput
          label={t('common.search')}
          placeholder={t('accounts.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 180 }}
        />
        <Switch
          label={t('accounts.overdueOnly')}
          checked={!!search.overdue}
          // A switch acts at once: the list shows the overdue agencies (with the text typed so far).
          onChange={(e) => go({ ...search, searchText: text.trim(), overdue: e.currentTarget.checked || undefined, page: 1 })}
          mb={8}
        />
      </SearchBar>
      <DataTable
        caption={t('accounts.agencies')}
        columns={columns}
        rows={agencies.data?.entities}
        rowKey={(a) => a.agentId}
        loading={agencies.isLoading}
        page={search.page}
        pagesCount={agencies.data?.pagesCount ?? 1}
        onPage={(page) => go({ ...search, page })}
        card={(a) => (
          <RowCard
            label={a.companyName}
            top={
              <Stack gap={0}>
                <AnchorLink to="/agencies/$id" params={{ id: a.agentId }} fw={600}>
                  {a.companyName}
                </AnchorLink>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {a.email}
                </Text>
              </Stack>
            }
            topRight={
              <ButtonLink
                size="compact-sm"
                variant="light"
                to="/agencies/$id"
                params={{ id: a.agentId }}
                aria-label={`${t('accounts.openAccount')} ${a.companyName}`}
              >
                {t('accounts.openAccount')}
              </ButtonLink>
            }
          >
            <Line label={t('accounts.figures.creditLimit')}>{money(a.creditLimit, a.currency)}</Line>
            <Line label={t('accounts.figures.balance')}>{money(a.balance, a.currency)}</Line>
            <Line label={t('accounts.figures.available')}>
              <Amount amount={a.available} currency={a.currency} alert={signOf(a.available) < 0} />
            </Line>
            <Line label={t('accounts.figures.overdue')}>
              <Amount amount={a.overdue} currency={a.currency} alert={signOf(a.overdue) > 0} />
            </Line>
            <Line label={t('accounts.autoCancel')}>{a.autoCancel ? t('accounts.yes') : t('accounts.no')}</Line>
          </RowCard>
        )}
      />
    </Stack>
  );
}

const OUTCOME_COLORS = { charge: ['blue', 'blue.9'], cancel: ['red', 'red.9'], keep: ['gray', 'dark.7'] } as const;

/** Will be charged / Will be cancelled / Kept (auto-cancel off). */
function OutcomeBadge({ outcome }: { outcome: DeadlineCandidate['outcome'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={OUTCOME_COLORS[outcome][0]} c={OUTCOME_COLORS[outcome][1]} variant="light" style={{ minWidth: 'max-content' }}>
      {t(`accounts.candidates.outcomes.${outcome}`)}
    </Badge>
  );
}

/** The bookings whose deadline falls today or tomorrow, and what the job will do with each. */
function CandidatesTab() {
  const { t } = useTranslation();
  const candidates = useQuery(deadlineCandidatesQuery);
  useEffect(() => {
    if (candidates.error) notifyError(candidates.error, 'common.couldNotLoadData');
  }, [candidates.error]);
  const columns: Column<DeadlineCandidate>[] = [
    {
      key: 'agency',
      header: t('accounts.candidates.agency'),
      render: (c) => (
        <AnchorLink to="/agencies/$id" params={{ id: c.agent.id }}>
          {c.agent.companyName}
        </AnchorLink>
      ),
    },
    { key: 'booking', header: t('accounts.booking'), render: (c) => <BookingRef id={c.bookingId} pnrs={c.pnrs} /> },
    { key: 'deadline', header: t('accounts.deadline'), render: (c) => formatDay(c.paymentDeadline) },
    { key: 'remaining', header: t('accounts.remaining'), align: 'right', render: (c) => <Amount amount={c.remaining} currency={c.currency} /> },
    {
      key: 'outcome',
      header: t('accounts.candidates.outcome'),
      render: (c) => <OutcomeBadge outcome={c.outcome} />,
    },
  ];
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('accounts.candidates.hint')}
      </Text>
      <DataTable
        caption={t('accounts.tabs.candidates')}
        columns={columns}
        rows={candidates.data?.entities}
        rowKey={(c) => c.bookingId}
        loading={candidates.isLoading}
        empty={t('accounts.candidates.empty')}
        card={(c) => (
          <RowCard
            label={`${c.agent.companyName} ${c.pnrs}`}
            top={<BookingRef id={c.bookingId} pnrs={c.pnrs} />}
            topRight={<OutcomeBadge outcome={c.outcome} />}
          >
            <Line label={t('accounts.candidates.agency')}>
              <AnchorLink to="/agencies/$id" params={{ id: c.agent.id }} size="sm">
                {c.agent.companyName}
              </AnchorLink>
            </Line>
            <Line label={t('accounts.deadline')}>{formatDay(c.paymentDeadline)}</Line>
            <Line label={t('accounts.remaining')}>{money(c.remaining, c.currency)}</Line>
          </RowCard>
        )}
        {...one}
      />
    </Stack>
  );
}

const SUMMARY_KEYS = ['charged', 'cancelled', 'kept', 'reminders', 'failed'] as const;

/** 'charged 1 · cancelled 0 · kept 0 · reminders 2 · failed 0' (a key the job adds later is shown as it is). */
function RunSummary({ summary }: { summary: JobRun['summary'] }) {
  const { t } = useTranslation();
  const known = SUMMARY_KEYS.filter((key) => key in summary);
  const other = Object.keys(summary).filter((key) => !(SUMMARY_KEYS as readonly string[]).includes(key) && key !== 'runId');
  const parts = [
    ...known.map((key) => ({ key, text: `${t(`accounts.jobRuns.keys.${key}`)} ${summary[key]}`, alert: key === 'failed' && Number(summary[key]) > 0 })),
    ...other.map((key) => ({ key, text: `${key} ${summary[key]}`, alert: false })),
  ];
  if (parts.length === 0) return <Text size="sm">—</Text>;
  return (
    <Text size="sm">
      {parts.map((part, i) => (
        <span key={part.key}>
          {i > 0 && ' · '}
          <Text span size="sm" c={part.alert ? 'red.9' : undefined} fw={part.alert ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
            {part.text}
          </Text>
        </span>
      ))}
    </Text>
  );
}

/** The deadline job's latest runs and Run now. */
function JobRunsTab() {
  const { t } = useTranslation();
  const runs = useQuery(jobRunsQuery);
  const run = useRunJob();
  useEffect(() => {
    if (runs.error) notifyError(runs.error, 'common.couldNotLoadData');
  }, [runs.error]);
  const columns: Column<JobRun>[] = [
    {
      key: 'started',
      header: t('accounts.jobRuns.started'),
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatMoment(r.startedAt)}
        </Text>
      ),
    },
    {
      key: 'finished',
      header: t('accounts.jobRuns.finished'),
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }} c={r.finishedAt ? undefined : 'dimmed'}>
          {r.finishedAt ? formatMoment(r.finishedAt) : t('accounts.jobRuns.running')}
        </Text>
      ),
    },
    {
      key: 'worker',
      header: t('accounts.jobRuns.worker'),
      render: (r) => (
        <Text size="sm" ff="monospace">
          {r.worker}
        </Text>
      ),
    },
    { key: 'summary', header: t('accounts.jobRuns.summary'), render: (r) => <RunSummary summary={r.summary} /> },
    {
      key: 'error',
      header: t('accounts.jobRuns.error'),
      render: (r) =>
        r.error ? (
          <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
            {r.error}
          </Text>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 220 }}>
          {t('accounts.jobRuns.hint')}
        </Text>
        <Button
          loading={run.isPending}
          onClick={() => run.mutate(undefined, { onSuccess: () => notifySuccess(t('accounts.jobRuns.ran')), onError: (e) => notifyError(e) })}
        >
          {t('accounts.jobRuns.runNow')}
        </Button>
      </Group>
      <DataTable
        caption={t('accounts.tabs.jobRuns')}
        columns={columns}
        rows={runs.data?.entities}
        rowKey={(r) => r.id}
        loading={runs.isLoading}
        empty={t('accounts.jobRuns.empty')}
        card={(r) => (
          <RowCard
            label={formatMoment(r.startedAt)}
            top={
              <Text size="sm" fw={600}>
                {formatMoment(r.startedAt)}
              </Text>
            }
            topRight={
              <Text size="xs" ff="monospace" c="dimmed">
                {r.worker}
              </Text>
            }
          >
            <Line label={t('accounts.jobRuns.finished')}>{r.finishedAt ? formatMoment(r.finishedAt) : t('accounts.jobRuns.running')}</Line>
            <RunSummary summary={r.summary} />
            {r.error && (
              <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
                {r.error}
              </Text>
            )}
          </RowCard>
        )}
        {...one}
      />
    </Stack>
  );
}

/** /agencies (back office, issue 31): the agencies' accounts, tomorrow's deadline candidates and the deadline job, one tab each. */
export function AgenciesPage({ search }: { search: AgenciesSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The overdue switch travels as `overdue=1`, as the server's query names it.
  const go = (next: AgenciesSearch) => void navigate({ to: '/agencies', search: { ...next, overdue: next.overdue ? 1 : undefined } });
  const tab: AgencyTab = search.tab ?? 'agencies';
  return (
    <Page title={t('accounts.agencies')}>
      <Tabs value={tab} onChange={(next) => next && go({ ...search, tab: next === 'agencies' ? undefined : (next as AgencyTab) })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="agencies">{t('accounts.tabs.agencies')}</Tabs.Tab>
          <Tabs.Tab value="candidates">{t('accounts.tabs.candidates')}</Tabs.Tab>
          <Tabs.Tab value="job-runs">{t('accounts.tabs.jobRuns')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="agencies" pt="md">
          <AgenciesTab search={search} go={go} />
        </Tabs.Panel>
        <Tabs.Panel value="candidates" pt="md">
          <CandidatesTab />
        </Tabs.Panel>
        <Tabs.Panel value="job-runs" pt="md">
          <JobRunsTab />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
