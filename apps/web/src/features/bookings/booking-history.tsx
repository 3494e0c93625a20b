import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { BookingView } from '@travel/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type Entry = BookingView['history'][number];

const pad = (n: number) => String(n).padStart(2, '0');

/** DD.MM.YYYY HH:mm in the viewer's time zone. */
export function formatMoment(iso: string) {
  const d = new Date(iso);
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** 'passengerCount' → 'Passenger count' (names the server adds later still read as words). */
const words = (key: string) => {
  const text = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** One segment of a changed field's path: 'passenger2' → 'Passenger 2', '17' → '#17', known names translated. */
function segment(t: TFunction, part: string) {
  const numbered = /^([a-zA-Z]+?)(\d+)$/.exec(part);
  if (numbered) return `${words(numbered[1]!)} ${numbered[2]}`;
  if (/^\d+$/.test(part)) return `#${part}`;
  return t(`bookings.historyFields.${part}`, { defaultValue: words(part) });
}

const plain = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
const shown = (value: unknown) => (value === null || value === '' ? '—' : String(value));

/** The changed fields of an entry, one readable line each (admins only receive `changes`). */
export function describeChanges(t: TFunction, changes: Record<string, unknown> | undefined): string[] {
  return Object.entries(changes ?? {}).map(([key, value]) => {
    const label = key
      .split('.')
      .map((part) => segment(t, part))
      .join(' ');
    if (plain(value)) return `${label}: ${shown(value)}`;
    const change = value as { from?: unknown; to?: unknown };
    if (value && typeof value === 'object' && 'to' in change && plain(change.to) && plain(change.from ?? null))
      return `${label}: ${shown(change.from ?? null)} → ${shown(change.to)}`;
    return label;
  });
}

/** The booking's audit trail (domain-rules §7): when, who, what. */
export function BookingHistory({ history }: { history: Entry[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {t('bookings.history')}
      </Title>
      {history.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('bookings.historyEmpty')}
        </Text>
      ) : (
        <Paper withBorder radius="md">
          <Table aria-label={t('bookings.history')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={160}>{t('bookings.historyWhen')}</Table.Th>
                <Table.Th w={200}>{t('bookings.historyWho')}</Table.Th>
                <Table.Th>{t('bookings.historyWhat')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((entry, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never reorder
                <Table.Tr key={i}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(entry.at)}</Table.Td>
                  <Table.Td>{entry.user ?? t('bookings.historySystem')}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {t(`bookings.historyActions.${entry.action}`, { defaultValue: words(entry.action) })}
                    </Text>
                    {describeChanges(t, entry.changes).map((line) => (
                      <Text key={line} size="xs" c="dimmed">
                        {line}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
