import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date-field';
import { notifyError } from '../../ui/notify';
import type { FileFormat } from './api';

/** A report's fields: its period, then its own; the downloads under them. */
export function ReportFilters({ children, downloads }: { children: ReactNode; downloads: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper component="form" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-label={t('reports.filters')} onSubmit={(e) => e.preventDefault()}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {children}
        </SimpleGrid>
        {downloads}
      </Stack>
    </Paper>
  );
}

/** From and To (the app's DateField): To may not be before From; the field says so. */
export function PeriodFields({ from, to, onChange }: { from: string; to: string; onChange: (change: { from?: string; to?: string }) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <DateField
        label={t('reports.from')}
        value={from}
        max={to || undefined}
        clearButtonProps={{ 'aria-label': t('reports.clear', { field: t('reports.from') }) }}
        onChange={(day) => onChange({ from: day || undefined })}
      />
      <DateField
        label={t('reports.to')}
        value={to}
        min={from || undefined}
        clearButtonProps={{ 'aria-label': t('reports.clear', { field: t('reports.to') }) }}
        onChange={(day) => onChange({ to: day || undefined })}
      />
    </>
  );
}

/**
 * Download CSV and Download XLSX: each opens the report as a link with a fresh single-use download
 * token (lib/download-link.ts); the button is busy while the token comes.
 */
export function DownloadButtons({ open, disabled }: { open: (format: FileFormat) => Promise<unknown>; disabled?: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<FileFormat | null>(null);
  const run = (format: FileFormat) => {
    setBusy(format);
    open(format)
      .catch((error) => notifyError(error, 'common.couldNotLoad'))
      .finally(() => setBusy(null));
  };
  return (
    <Group gap="xs" role="group" aria-label={t('reports.downloads')}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button key={format} variant="default" size="sm" loading={busy === format} disabled={disabled} onClick={() => run(format)}>
          {t(format === 'csv' ? 'reports.downloadCsv' : 'reports.downloadXlsx')}
        </Button>
      ))}
    </Group>
  );
}

/** The skeleton of a report while its first answer comes. */
export function ReportLoading() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true">
      <VisuallyHidden>{t('reports.loading')}</VisuallyHidden>
      <Skeleton h={260} radius="md" />
      <Skeleton h={180} radius="md" />
    </Stack>
  );
}
