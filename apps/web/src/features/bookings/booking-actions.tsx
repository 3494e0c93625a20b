import { Button } from '@mantine/core';
import { type BookingView, ROLE_ADMIN } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { notifyError, notifySuccess } from '../../ui/notify';
import { downloadVoucher, useReloadBooking, useSendDetailsEmail } from './api';

/**
 * The booking page's document buttons (account spec §2, §6): Download Voucher when the server's
 * canDownloadVoucher says so; Reload Booking and Send Booking Details Email for admins.
 */
export function BookingActions({ booking }: { booking: BookingView }) {
  const { t } = useTranslation();
  const admin = useSession()?.role === ROLE_ADMIN;
  const reload = useReloadBooking(booking.id);
  const send = useSendDetailsEmail(booking.id);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadVoucher(booking.id, booking.pnrs);
    } catch (error) {
      notifyError(error, 'common.couldNotLoad');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      {booking.canDownloadVoucher && (
        <Button variant="light" loading={downloading} onClick={() => void download()}>
          {t('bookings.downloadVoucher')}
        </Button>
      )}
      {admin && (
        <Button variant="default" loading={reload.isPending} onClick={() => reload.mutate(undefined, { onError: (e) => notifyError(e, 'common.couldNotLoad') })}>
          {t('bookings.reloadBooking')}
        </Button>
      )}
      {admin && (
        <Button
          variant="default"
          loading={send.isPending}
          onClick={() => send.mutate(undefined, { onSuccess: () => notifySuccess(t('bookings.detailsEmailSent')), onError: (e) => notifyError(e) })}
        >
          {t('bookings.sendDetailsEmail')}
        </Button>
      )}
    </>
  );
}
