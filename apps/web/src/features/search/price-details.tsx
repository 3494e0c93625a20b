import { Button, Popover, Table, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sumMoney } from '../../lib/money';
import { type Carried, useTakeOver } from '../../ui/deferred';
import type { SearchOption } from './api';
import { formatDate } from './format';

/**
 * 'Price details' of a room option: every night; agents see selling figures, admins also net,
 * markup and rate. Loaded in place of its button (./hotel-results.tsx), taking over its focus and click.
 */
export default function PriceDetails({ option, startDate, carried }: { option: SearchOption; startDate: string; carried: Carried }) {
  const { t } = useTranslation();
  const target = useRef<HTMLButtonElement>(null);
  useTakeOver(target, carried);
  const admin = option.breakdown !== undefined;
  const nightDate = (i: number) => new Date(Date.parse(`${startDate}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
  return (
    <Popover width={admin ? 560 : 300} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button ref={target} size="compact-xs" variant="subtle">
          {t('results.priceDetails')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Table fz="xs" withRowBorders={false}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('results.night')}</Table.Th>
              {admin && <Table.Th>{t('results.net')}</Table.Th>}
              {admin && <Table.Th>{t('results.markup')}</Table.Th>}
              {admin && <Table.Th>{t('results.rate')}</Table.Th>}
              <Table.Th ta="right">{t('results.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {option.perNight.map((price, i) => {
              const night = option.breakdown?.[i];
              return (
                <Table.Tr key={nightDate(i)}>
                  <Table.Td>{formatDate(nightDate(i))}</Table.Td>
                  {night && <Table.Td>{String(night.net)}</Table.Td>}
                  {night && <Table.Td>{sumMoney([night.markup, night.agencyExtra])}</Table.Td>}
                  {night && <Table.Td>{String(night.rate)}</Table.Td>}
                  <Table.Td ta="right">{price}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {option.offers.length > 0 && (
          <Text size="xs" mt={4}>
            {t('results.offersApplied')}: {option.offers.map((o) => o.name).join(', ')}
          </Text>
        )}
        {admin && (
          <Text size="xs" mt={4} c="dimmed">
            {t('results.netTotal')}: {option.priceNet} {option.netCurrency}
          </Text>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
