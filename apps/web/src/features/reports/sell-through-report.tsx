import { Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptySentence, FigureSection } from '../../ui/figure-table';
import { notifyError } from '../../ui/notify';
import { downloadSellThrough, type SellThroughQuery, sellThroughQuery, useFlightOptions, useHotelOptions } from './api';
import { HeatMap } from './heat-map';
import { DownloadButtons, PeriodFields, ReportFilters, ReportLoading } from './report-parts';
import type { ReportsSearch } from './report-search';

/** The sell-through query from the address: hotel rooms by default, over the server's next 30 days. */
export function sellThroughQueryOf(search: ReportsSearch): SellThroughQuery {
  const id = search.id && /^\d+$/.test(search.id) ? Number(search.id) : undefined;
  return { from: search.from || undefined, to: search.to || undefined, kind: search.kind === 'flight' ? 'flight' : 'hotel', id };
}

/** The hotel or flight the report narrows to: a searchable select of the catalogue (empty: all of them). */
function SubjectSelect({ kind, value, onChange }: { kind: 'hotel' | 'flight'; value: string | null; onChange: (id: string | undefined) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const hotels = useHotelOptions(typed, kind === 'hotel');
  const flights = useFlightOptions(typed, kind === 'flight');
  const options = (kind === 'hotel' ? hotels.data : flights.data) ?? [];
  // The chosen one stays offered while the list follows what is typed.
  const data = picked && picked.value === value && !options.some((o) => o.value === value) ? [picked, ...options] : options;
  return (
    <Select
      label={t(`reports.sellThrough.${kind}`)}
      placeholder={t(kind === 'hotel' ? 'reports.sellThrough.anyHotel' : 'reports.sellThrough.anyFlight')}
      data={data}
      value={value}
      searchable
      clearable
      onSearchChange={setTyped}
      onChange={(next, option) => {
        setPicked(option ?? null);
        onChange(next ?? undefined);
      }}
    />
  );
}

/**
 * The sell-through report (issue 35, admin): allotment rooms or flight seats sold against capacity
 * per room type x night or segment x departure day, drawn as a heat map over the dates; downloadable
 * as CSV or XLSX with the same query.
 */
export function SellThroughTab({ search, onSearch }: { search: ReportsSearch; onSearch: (change: Partial<ReportsSearch>) => void }) {
  const { t } = useTranslation();
  const query = sellThroughQueryOf(search);
  const invalid = !!query.from && !!query.to && query.to < query.from;
  const report = useQuery({ ...sellThroughQuery(query), enabled: !invalid });
  useEffect(() => {
    if (report.error) notifyError(report.error, 'common.couldNotLoadData');
  }, [report.error]);
  const data = report.data;
  const span = { from: query.from ?? data?.from ?? '', to: query.to ?? data?.to ?? '' };
  return (
    <Stack gap="md">
      <ReportFilters downloads={<DownloadButtons disabled={invalid || !data} open={(format) => downloadSellThrough({ ...query, ...span }, format)} />}>
        <Select
          label={t('reports.sellThrough.kind')}
          data={(['hotel', 'flight'] as const).map((k) => ({ value: k, label: t(`reports.sellThrough.kinds.${k}`) }))}
          value={query.kind}
          allowDeselect={false}
          onChange={(v) => v && v !== query.kind && onSearch({ kind: v, id: undefined })}
        />
        <PeriodFields from={span.from} to={span.to} onChange={onSearch} />
        <SubjectSelect key={query.kind} kind={query.kind} value={query.id ? String(query.id) : null} onChange={(id) => onSearch({ id })} />
      </ReportFilters>
      {invalid ? null : !data ? (
        <ReportLoading />
      ) : (
        <FigureSection id="sell-through-title" title={t('reports.sellThrough.title')}>
          {data.lines.length === 0 ? <EmptySentence>{t(`reports.sellThrough.empty.${data.kind}`)}</EmptySentence> : <HeatMap report={data} />}
        </FigureSection>
      )}
    </Stack>
  );
}
