import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { scrollRegion } from '../../ui/scroll-region';
import type { AccountAnswer } from './api';
import { formatMoment } from './format';

type History = NonNullable<AccountAnswer['history']>;
const FIELDS = ['creditLimit', 'paymentTermsDays', 'autoCancel'] as const;

/** One value as the terms form shows it: none for empty terms, Yes/No for the switch. */
function shown(value: unknown, t: (key: string) => string) {
  if (value === null || value === undefined || value === '') return t('accounts.history.none');
  if (typeof value === 'boolean') return value ? t('accounts.yes') : t('accounts.no');
  return String(value);
}

/** An agency's terms as they changed (admins; issue 31): when, who, and each field from → to, newest first. */
export function TermsHistory({ history }: { history: History }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} fz="lg" mb="sm">
        {t('accounts.history.title')}
      </Title>
      {history.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('accounts.history.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420} scrollAreaProps={scrollRegion(t('accounts.history.title'))}>
          <Table verticalSpacing="xs" aria-label={t('accounts.history.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accounts.date')}</Table.Th>
                <Table.Th>{t('accounts.history.by')}</Table.Th>
                <Table.Th>{t('accounts.history.changes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((row) => (
                <Table.Tr key={`${row.at}-${Object.keys(row.changes).join()}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(row.at)}</Table.Td>
                  <Table.Td>{row.user ?? t('accounts.history.system')}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {FIELDS.filter((field) => field in row.changes).map((field) => (
                        <Text key={field} size="sm">
                          {t(`accounts.terms.${field}`)}: {shown(row.changes[field]!.from, t)} → {shown(row.changes[field]!.to, t)}
                        </Text>
                      ))}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
