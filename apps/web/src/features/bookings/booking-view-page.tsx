import { Button, Group, Skeleton, Text } from '@mantine/core';
import { type BookingView, ROLE_ADMIN } from '@travel/contracts';
import { useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgencyToday } from '../../lib/agency-day';
import { useSession } from '../../lib/session';
import { StickyBar } from '../../ui/form-actions';
import { LeaveConfirm, useUnsavedChanges } from '../../ui/leave-guard';
import { notifyError, notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/page';
import { useBooking, useSaveBooking } from './api';
import { BookingActions, VoucherReason } from './booking-actions';
import { type EditState, initialState, paymentProblems, toSaveForm } from './booking-form-model';
import { BookingHistory } from './booking-history';
import { Itinerary } from './booking-itinerary';
import { BookingItemsSection } from './booking-items-section';
import { BookingComments, BookingPassengers, newPassengerProblems } from './booking-passengers';
import { BookingPayments } from './booking-payments';
import { CancelBookingModal } from './cancel-modal';

/**
 * The booking's form: made from the server's booking, and made again whenever the page gets a
 * new copy (a save, Reload Booking, a cancellation), so what is shown is what was saved.
 */
function BookingForm({ booking, admin }: { booking: BookingView; admin: boolean }) {
  const { t } = useTranslation();
  const router = useRouter();
  const save = useSaveBooking(booking.id);
  const today = useAgencyToday();
  const [state, setState] = useState<EditState>(() => initialState(booking));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = (patch: Partial<EditState>) => setState((s) => ({ ...s, ...patch }));
  const props = { booking, state, update, admin };
  // Unsaved changes (issue 18.7): the form differs from the booking it was made from (selects and
  // checkboxes included). A save or a reload brings a new copy, and the form is made again from it.
  const saved = useMemo(() => JSON.stringify(initialState(booking)), [booking]);
  const unsaved = useUnsavedChanges(!save.isSuccess && JSON.stringify(state) !== saved);
  // Save (account spec §6): canEditBooking or agentCanEditPassengerPassport; comments need it too,
  // and so does an agent's item it may cancel (canCancel).
  const canSave =
    booking.canEditBooking ||
    booking.agentCanEditPassengerPassport ||
    booking.canEditPassengerDetails ||
    booking.commentsEnabled ||
    Object.values(booking.bookingItems).some((item) => item.canCancel);

  const submit = () => {
    const found = {
      ...paymentProblems(state.newPayments, () => t('bookings.edit.required')),
      ...newPassengerProblems(state.newPassengers, () => t('bookings.edit.required'), today),
    };
    setErrors(found);
    if (Object.keys(found).length) return notifyError(new Error(t('bookings.edit.required')));
    save.mutate(toSaveForm(booking, state, admin), { onSuccess: () => notifySuccess(t('common.saved')), onError: (e) => notifyError(e) });
  };

  return (
    <>
      <LeaveConfirm blocker={unsaved.blocker} />
      <Itinerary {...props} />
      <BookingItemsSection {...props} />
      <BookingPassengers {...props} errors={errors} />
      <BookingPayments {...props} errors={errors} />
      <BookingComments {...props} />
      {canSave && (
        // A long page: Cancel and Save stay in view while it scrolls (issue 18.7).
        <StickyBar>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => router.history.back()}>
              {t('common.cancel')}
            </Button>
            <Button loading={save.isPending} onClick={submit}>
              {t('common.save')}
            </Button>
          </Group>
        </StickyBar>
      )}
    </>
  );
}

/** /bookings/{id}/edit: 'Edit Booking' for an admin, 'View Booking' otherwise. */
export function BookingViewPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const admin = useSession()?.role === ROLE_ADMIN;
  const { data: booking, isLoading, isError, error, dataUpdatedAt } = useBooking(id);
  const [cancelOpened, setCancelOpened] = useState(false);
  const title = admin ? t('bookings.editBooking') : t('bookings.viewBooking');
  // Another agency's booking answers 404: the page shows nothing of it.
  if (isError)
    return (
      <Page title={title}>
        <Text c="red.9">{error instanceof Error && error.message ? error.message : t('common.couldNotLoad')}</Text>
      </Page>
    );
  if (isLoading || !booking) return <Page title={title}>{<Skeleton height={400} radius="md" />}</Page>;
  return (
    <Page
      title={title}
      crumbs={[{ label: t('bookings.myBookings'), link: { to: '/bookings' } }, { label: booking.pnrs }]}
      actions={
        <>
          <BookingActions booking={booking} />
          {booking.canCancelBooking && (
            // Red's light tint with red.9 text: the text passes AA (red.6 was 3.9:1, issue 32). A shade
            // in `color` ('red.9') would make Mantine's light variant a solid red block hiding the text.
            <Button color="red" c="red.9" variant="light" onClick={() => setCancelOpened(true)}>
              {t('bookings.cancelBookingButton')}
            </Button>
          )}
        </>
      }
    >
      <VoucherReason booking={booking} />
      <CancelBookingModal id={id} opened={cancelOpened} onClose={() => setCancelOpened(false)} />
      <BookingForm key={dataUpdatedAt} booking={booking} admin={admin} />
      <BookingHistory history={booking.history} />
    </Page>
  );
}
