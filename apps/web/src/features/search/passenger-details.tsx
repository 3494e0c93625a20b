import { Alert, Button, Card, Checkbox, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgencyToday } from '../../lib/agency-day';
import { ApiError } from '../../lib/api';
import { isPositiveAmount } from '../../lib/money';
import { DateField } from '../../ui/date-field';
import { notifyError, notifySuccess } from '../../ui/notify';
import { cancellationPolicyQuery, type PassengerSlotView, passengerFieldsQuery, postBooking } from './api';
import { type BookedItems, bookingRequest } from './booking-request';
import { clearExtras } from './flight-extras-store';
import { clearDraft, loadDraft, saveDraft } from './passenger-draft';
import type { SearchState } from './search-state';

type Values = Record<string, Record<string, string>>;

/**
 * The server refuses an offer whose signed hash expired (after an hour), was altered or was
 * found by someone else, that is sold out, or whose price moved: the room is chosen again.
 */
const STALE_OFFER = new Set(['expired_hash', 'bad_hash', 'unavailable', 'price_changed']);
const isStaleOffer = (error: unknown) => error instanceof ApiError && STALE_OFFER.has(error.code ?? '');
/** A seat another booking took meanwhile: the seats are chosen again (the flight and fares stay). */
const isSeatTaken = (error: unknown) => error instanceof ApiError && error.code === 'seat_taken';

/**
 * Passenger Details: one card per passenger and room, booking fields, 'CONFIRM BOOKING'. What
 * is typed is kept per search in session storage (a reload keeps it) and cleared once booked.
 * `onOfferExpired` gets the room whose offer the server refused (0 for a flight); `onSeatTaken`
 * is a flight's way back to its seats.
 */
export function PassengerDetails({
  search,
  items,
  draftKey,
  onOfferExpired,
  onSeatTaken,
  recap,
}: { search: SearchState; items: BookedItems; draftKey: string; onOfferExpired: (room: number) => void; onSeatTaken?: () => void; recap?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The cancellation policies of the rooms (a flight's fares say theirs on the fare cards).
  const hashes = items.kind === 'hotel' || items.kind === 'package' ? items.hashes : [];
  const rooms = search.rooms.map((r) => ({ adults: r.adults, childrenAges: r.childrenAges }));
  const fields = useQuery(passengerFieldsQuery(rooms, search.startDate));
  const policies = useQueries({ queries: hashes.map((hash) => ({ ...cancellationPolicyQuery(hash), retry: false })) });
  const [draft] = useState(() => loadDraft(draftKey));
  const [values, setValues] = useState<Values>(draft.values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [comment, setComment] = useState(draft.comment);
  const [agent, setAgent] = useState<string | null>(draft.agent);
  const [requests, setRequests] = useState<string[]>(draft.requests);
  const [booked, setBooked] = useState(false);
  const today = useAgencyToday();
  const legendId = useId();
  // Within the cancellation deadline when today is already in a row that costs something.
  const withinDeadline = policies.some((p) => p.data?.rules.some((r) => r.dateFrom <= today && today <= r.dateTo && isPositiveAmount(r.cost)));

  useEffect(() => {
    if (!booked) saveDraft(draftKey, { values, comment, agent, requests });
  }, [draftKey, values, comment, agent, requests, booked]);
  // A reload after the hour: the server's sentence, then that room is chosen again.
  const staleRoom = policies.findIndex((p) => isStaleOffer(p.error));
  const staleError = staleRoom >= 0 ? policies[staleRoom]!.error : null;
  const expired = useRef(onOfferExpired);
  expired.current = onOfferExpired;
  useEffect(() => {
    if (staleRoom < 0) return;
    notifyError(staleError, 'common.couldNotLoad');
    expired.current(staleRoom);
  }, [staleRoom, staleError]);

  const confirm = useMutation({
    mutationFn: (form: FormData) => postBooking(form),
    onSuccess: (booking) => {
      setBooked(true);
      clearDraft(draftKey);
      clearExtras();
      notifySuccess(t('wizard.created'));
      void navigate({ to: '/bookings/$id/edit', params: { id: booking.id } });
    },
    onError: (e) => {
      notifyError(e);
      if (isStaleOffer(e)) onOfferExpired(0);
      else if (isSeatTaken(e)) onSeatTaken?.();
    },
  });

  if (!fields.data) return <Skeleton height={320} radius="md" />;
  const slots = fields.data.passengers;
  const longest = Math.max(...slots.map((s) => s.fields.length));
  const set = (id: string, name: string, value: string) => setValues({ ...values, [id]: { ...values[id], [name]: value } });

  const submit = () => {
    const problems: Record<string, string> = {};
    for (const slot of slots) {
      for (const field of slot.fields) {
        const value = values[slot.id]?.[field.name] ?? '';
        if (!value) problems[`${slot.id}.${field.name}`] = t('wizard.required');
        else if (field.type === 'date' && ((field.min && value < field.min) || (field.max && value > field.max))) problems[`${slot.id}.${field.name}`] = t('wizard.birthDateRange');
      }
    }
    setErrors(problems);
    if (Object.keys(problems).length) {
      notifyError(new Error(t('wizard.fillPassengers')));
      return;
    }
    const booking = bookingRequest({ slots, values, comment, agent, requests, search, items });
    const form = new FormData();
    form.append('booking', JSON.stringify(booking));
    confirm.mutate(form);
  };

  const field = (slot: PassengerSlotView, f: PassengerSlotView['fields'][number]) => {
    const props = { label: t(`wizard.fields.${f.name}`, { defaultValue: f.label }), required: true, error: errors[`${slot.id}.${f.name}`], value: values[slot.id]?.[f.name] ?? '' };
    if (f.type === 'select') return <Select key={f.name} {...props} data={f.options ?? []} value={props.value || null} onChange={(v) => set(slot.id, f.name, v ?? '')} />;
    if (f.type === 'date') return <DateField key={f.name} {...props} min={f.min} max={f.max} onChange={(day) => set(slot.id, f.name, day)} />;
    return <TextInput key={f.name} {...props} onChange={(e) => set(slot.id, f.name, e.currentTarget.value)} />;
  };

  return (
    <Stack gap="md">
      {withinDeadline && <Alert color="orange">{t('wizard.deadline')}</Alert>}
      {search.rooms.map((_, room) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rooms are positional
        <Stack key={room} gap="xs">
          <Title order={2} fz="lg">
            {items.kind === 'flight' ? t('wizard.passengers') : t('search.roomN', { n: room + 1 })}
          </Title>
          {slots
            .filter((s) => s.room === room)
            .map((slot, i) => (
              // A labelled group, so a screen reader says whose fields these are ('Adult 1', 'Child, 7 years').
              <Card key={slot.id} withBorder radius="md" padding="sm" role="group" aria-labelledby={`${legendId}-${slot.id}`}>
                <Text id={`${legendId}-${slot.id}`} fw={600} mb="xs">
                  {slot.ageType === 'adult' ? t('wizard.adultN', { n: i + 1 }) : t(`wizard.${slot.ageType}Aged`, { count: slot.age ?? 0 })}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: longest < 4 ? 2 : 3 }} spacing="xs">
                  {slot.fields.map((f) => field(slot, f))}
                </SimpleGrid>
              </Card>
            ))}
        </Stack>
      ))}
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Textarea label={t('wizard.comment')} autosize minRows={2} value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
          {fields.data.booking.agent.length > 0 && <Select label={t('wizard.agent')} searchable data={fields.data.booking.agent} value={agent} onChange={setAgent} />}
          <Checkbox.Group label={t('wizard.additionalRequests')} value={requests} onChange={setRequests}>
            <Group mt={6} gap="md">
              {fields.data.booking.additionalRequests.map((r) => (
                <Checkbox key={r.value} value={r.value} label={r.label} />
              ))}
            </Group>
          </Checkbox.Group>
          <Text size="sm" c="dimmed">
            {t('wizard.requestsNote')}
          </Text>
        </Stack>
      </Paper>
      {/* What cancelling will cost, read last, right above the button that books (issue 18.5). */}
      {recap}
      <Group justify="flex-end">
        <Button size="md" onClick={submit} loading={confirm.isPending}>
          {t('wizard.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
