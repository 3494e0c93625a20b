import { isZeroAmount } from '../../lib/money';
import { Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import type { CancellationInfo } from '@travel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../ui/notify';
import { cancellationInfoQuery, useCancelBooking } from './api';
import { money } from './format';

/**
 * The Cancellation modal (account spec §4): what cancelling today costs per live item (issue 30)
 * and in all, or 'Free cancellation', then confirm.
 */
export function CancelBookingModal({ id, opened, onClose }: { id: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useQuery({ ...cancellationInfoQuery(id), enabled: opened });
  const cancel = useCancelBooking(id);
  return (
    <Modal opened={opened} onClose={onClose} title={t('bookings.cancellation')} size="lg">
      <Stack>
        {info.isLoading ? (
          <Loader size="sm" />
        ) : info.data ? (
          <>
            {info.data.items.length > 0 && <CancellationItems info={info.data} />}
            <Text fw={600} data-testid="cancellation-total">
              {isZeroAmount(info.data.cost)
                ? t('bookings.freeCancellation')
                : `${t('bookings.cancellationCost')}: ${money(info.data.cost, info.data.currency)}`}
            </Text>
          </>
        ) : (
          <Text c="red.9">{t('bookings.errorLoadingCost')}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red.9"
            disabled={!info.data}
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () => {
                  notifySuccess(t('common.saved'));
                  onClose();
                },
                onError: (e) => notifyError(e),
              })
            }
          >
            {t('bookings.cancelBooking')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Each live item with what cancelling it today costs ('Free' when nothing), and their total. */
function CancellationItems({ info }: { info: CancellationInfo }) {
  const { t } = useTranslation();
  return (
    <Table aria-label={t('bookings.cancellationItems')} verticalSpacing={6} withTableBorder>
      <Table.Tbody>
        {info.items.map((item) => (
          <Table.Tr key={item.id} data-testid="cancellation-item">
            <Table.Td>
              <Text size="xs" c="dimmed">
                {t(`bookings.productTypes.${item.productType}`)}
              </Text>
              <Text size="sm">{item.title}</Text>
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              <Text size="sm" c={isZeroAmount(item.cost) ? 'teal.9' : undefined}>
                {isZeroAmount(item.cost) ? t('bookings.cancellationItemFree') : money(item.cost, item.currency)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th>{t('bookings.cancellationTotal')}</Table.Th>
          <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
            {money(info.cost, info.currency)}
          </Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
