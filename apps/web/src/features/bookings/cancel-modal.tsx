import { isZeroAmount } from '../../lib/money';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../ui/notify';
import { cancellationInfoQuery, useCancelBooking } from './api';
import { money } from './format';

/** The Cancellation modal: the cost of cancelling today, or 'Free cancellation', then confirm. */
export function CancelBookingModal({ id, opened, onClose }: { id: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useQuery({ ...cancellationInfoQuery(id), enabled: opened });
  const cancel = useCancelBooking(id);
  return (
    <Modal opened={opened} onClose={onClose} title={t('bookings.cancellation')}>
      <Stack>
        {info.isLoading ? (
          <Loader size="sm" />
        ) : info.data ? (
          <Text fw={600}>{isZeroAmount(info.data.cost) ? t('bookings.freeCancellation') : `${t('bookings.cancellationCost')}: ${money(info.data.cost, info.data.currency)}`}</Text>
        ) : (
          <Text c="red.9">{t('bookings.errorLoadingCost')}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
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
