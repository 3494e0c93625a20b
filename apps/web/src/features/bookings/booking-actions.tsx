import { Button, Text } from '@mantine/core';
import { type BookingView, ROLE_ADMIN } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { notifyError, notifySuccess } from '../../ui/notify';
import { confirmAction } from '../../ui/confirm';
import { downloadVoucher, useReloadBooking, useSendDetailsEmail } from './api';

/** The id of the sentence saying why the voucher cannot be downloaded yet (the buttons point to it). */
const reasonId = (booking: BookingView) => `voucher-reason-${booking.id}`;

/**
 * Why the voucher cannot be downloaded yet, in words, under the page title (issue 18.6): the
 * server's sentence ('The voucher can be downloaded once the booking is paid.').
 */
export function VoucherReason({ booking }: { booking: BookingView }) {
  if (booking.canDownloadVoucher || !booking.voucherUnavailableReason) return null;
  return (
    <Text id={reasonId(booking)} size="sm" c="gray.8" fs="italic">
      {booking.voucherUnavailableReason}
    </Text>
  );
}

/**
 * The booking page's document buttons (account spec §2, §6): Download Voucher and the client's
 * copy without prices when the server's canDownloadVoucher says so, disabled with the reason
 * otherwise; Reload Booking and Send Booking Details Email for admins.
 */
export function BookingActions({ booking }: { booking: BookingView }) {
  const { t } = useTranslation();
  const admin = useSession()?.role === ROLE_ADMIN;
  const reload = useReloadBooking(booking.id);
  const send = useSendDetailsEmail(booking.id);
  const [downloading, setDownloading] = useState<'agency' | 'client' | null>(null);

  const download = async (copy: 'agency' | 'client') => {
    setDownloading(copy);
    try {
      await downloadVoucher(booking.id, booking.pnrs, copy === 'client' ? 'client' : undefined);
    } catch (error) {
      notifyError(error, 'common.couldNotLoad');
    } finally {
      setDownloading(null);
    }
  };
  const voucher = {
    disabled: !booking.canDownloadVoucher,
    'aria-describedby': booking.canDownloadVoucher || !booking.voucherUnavailableReason ? undefined : reasonId(booking),
  };

  return (
    <>
      <Button variant="light" loading={downloading === 'agency'} onClick={() => void download('agency')} {...voucher}>
        {t('bookings.downloadVoucher')}
      </Button>
      <Button variant="default" loading={downloading === 'client'} onClick={() => void download('client')} {...voucher}>
        {t('bookings.downloadClientCopy')}
      </Button>
      {admin && (
        <Button
          variant="default"
          loading={reload.isPending}
          onClick={() =>
            // Reload shows the booking as stored: changes not saved yet are dropped, so it asks first.
            confirmAction({
              title: t('bookings.edit.reloadTitle'),
              message: t('bookings.edit.reloadMessage'),
              confirm: t('bookings.reloadBooking'),
              onConfirm: () => reload.mutate(undefined, { onError: (e) => notifyError(e, 'common.couldNotLoad') }),
            })
          }
        >
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
