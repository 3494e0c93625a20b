import { Alert, Button, Checkbox, Group, Paper, Select, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgencyToday } from '../../lib/agency-day';
import { ApiError } from '../../lib/api';
import { lookupOption } from '../../lib/lookup-option';
import { isPositiveAmount } from '../../lib/money';
import { useCancellationDay } from '../../lib/reference';
import { focusFirstInvalid } from '../../ui/focus-invalid';
import { notifyError, notifySuccess } from '../../ui/notify';
import { cancellationPolicyQuery, nationalitiesQuery, passengerFieldsQuery, postBooking } from './api';
import { type BookedItems, bookedDates, bookingRequest, chosenFlight, chosenItems } from './booking-request';
import { clearExtras } from './flight-extras-store';
import { PassengerCard } from './passenger-card';
import { clearDraft, loadDraft, saveDraft } from './passenger-draft';
import { clearPassengerFiles, keepPassengerFile, loadPassengerFiles } from './passenger-files';
import {
  type FieldProblem,
  fieldKey,
  fileParts,
  type PassengerFiles,
  type PassengerValues,
  passengerProblems,
  passengerWire,
  refusedField,
} from './passenger-form';
import type { SearchState } from './search-state';
import { formatDate } from './format';
import { CancellationRecap } from './steps/cancellation-recap';

/**
 * The server refuses an offer whose signed hash expired (after an hour), was altered or was
 * found by someone else, that is sold out, or whose price moved: the room is chosen again.
 */
const STALE_OFFER = new Set(['expired_hash', 'bad_hash', 'unavailable', 'price_changed']);
const isStaleOffer = (error: unknown) => error instanceof ApiError && STALE_OFFER.has(error.code ?? '');
/** A seat another booking took meanwhile: the seats are chosen again (the flight and fares stay). */
const isSeatTaken = (error: unknown) => error instanceof ApiError && error.code === 'seat_taken';

/**
 * Passenger Details: one card per passenger and room with the fields the server asked for the
 * chosen items (issue 29), booking fields, 'CONFIRM BOOKING'. What is typed is kept per search in
 * session storage and the chosen images in IndexedDB (Back and a reload keep both), cleared once
 * booked. `onOfferExpired` gets the room whose offer the server refused (0 for a flight);
 * `onSeatTaken` is a flight's way back to its seats.
 */
export function PassengerDetails({
  search,
  items,
  draftKey,
  onOfferExpired,
  onSeatTaken,
}: {
  search: SearchState;
  items: BookedItems;
  draftKey: string;
  onOfferExpired: (room: number) => void;
  onSeatTaken?: () => void;
}) {
  const { t } = useTranslation();
  const cancellationDay = useCancellationDay();
  const navigate = useNavigate();
  // The rooms' policies: a room whose offer expired is chosen again (the recap below is the server's, of every item).
  const hashes = items.kind === 'hotel' || items.kind === 'package' ? items.hashes : [];
  // The server decides each passenger's fields from the rooms, the dates and the chosen items.
  const ask = {
    rooms: search.rooms.map((r) => ({ adults: r.adults, childrenAges: r.childrenAges })),
    ...bookedDates(search, items),
    bookingItems: chosenItems(items),
    flight: chosenFlight(items),
  };
  const fields = useQuery(passengerFieldsQuery(ask));
  const asksCountry = !!fields.data?.passengers.some((p) => p.fields.some((f) => f.type === 'country'));
  const countries = useQuery({ ...nationalitiesQuery, enabled: asksCountry });
  const countryOptions = useMemo(() => (countries.data?.entities ?? []).map((c) => lookupOption(c.value, c.label, c)), [countries.data]);
  const policies = useQueries({ queries: hashes.map((hash) => ({ ...cancellationPolicyQuery(hash), retry: false })) });
  const [draft] = useState(() => loadDraft(draftKey));
  const [values, setValues] = useState<PassengerValues>(draft.values);
  const [files, setFiles] = useState<PassengerFiles>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const root = useRef<HTMLDivElement>(null);
  const [comment, setComment] = useState(draft.comment);
  const [agent, setAgent] = useState<string | null>(draft.agent);
  const [requests, setRequests] = useState<string[]>(draft.requests);
  const [booked, setBooked] = useState(false);
  const today = useAgencyToday();
  // Within the cancellation deadline when today is already in a row that costs something.
  const withinDeadline = policies.some((p) => p.data?.rules.some((r) => r.dateFrom <= today && today <= r.dateTo && isPositiveAmount(r.cost)));

  useEffect(() => {
    if (!booked) saveDraft(draftKey, { values, comment, agent, requests });
  }, [draftKey, values, comment, agent, requests, booked]);
  // The images chosen before Back or a reload; one chosen meanwhile stays.
  useEffect(() => {
    let live = true;
    void loadPassengerFiles(draftKey).then((kept) => {
      if (!live) return;
      setFiles((chosen) => {
        const merged: PassengerFiles = { ...kept };
        for (const [id, byField] of Object.entries(chosen)) merged[id] = { ...merged[id], ...byField };
        return merged;
      });
    });
    return () => {
      live = false;
    };
  }, [draftKey]);
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
      void clearPassengerFiles(draftKey);
      clearExtras();
      notifySuccess(t('wizard.created'));
      void navigate({ to: '/bookings/$id/edit', params: { id: booking.id } });
    },
    onError: (e) => {
      notifyError(e);
      // A refusal naming a passenger's field shows under it too (the toast says it first).
      const refused = refusedField(e);
      if (refused) {
        setErrors({ [refused.key]: refused.message });
        focusFirstInvalid(root.current);
      }
      if (isStaleOffer(e)) onOfferExpired(0);
      else if (isSeatTaken(e)) onSeatTaken?.();
    },
  });

  if (fields.error) {
    return (
      <Alert color="red" title={t('common.couldNotLoad')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{fields.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void fields.refetch()}>
            {t('results.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!fields.data) return <Skeleton height={320} radius="md" />;
  const slots = fields.data.passengers;
  const longest = Math.max(0, ...slots.map((s) => s.fields.filter((f) => f.type !== 'image').length));
  const forget = (key: string) => {
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };
  const setValue = (id: string, name: string, value: string) => {
    setValues((all) => ({ ...all, [id]: { ...all[id], [name]: value } }));
    forget(fieldKey(id, name));
  };
  const setFile = (id: string, name: string, file: File | null) => {
    setFiles((all) => {
      const { [name]: _, ...others } = all[id] ?? {};
      return { ...all, [id]: file ? { ...others, [name]: file } : others };
    });
    void keepPassengerFile(draftKey, id, name, file);
    forget(fieldKey(id, name));
  };
  const message = (problem: FieldProblem) => {
    if (problem.code === 'required') return t('wizard.required');
    if (problem.code === 'tooLong') return t('wizard.tooLong', { count: problem.max });
    const bounds = {
      min: problem.code === 'dateRange' ? formatDate(problem.min ?? null) : problem.min,
      max: problem.code === 'dateRange' ? formatDate(problem.max ?? null) : problem.max,
    };
    const which = problem.min && problem.max ? 'between' : problem.min ? 'onOrAfter' : 'onOrBefore';
    return problem.code === 'dateRange' ? t(`dateField.${which}`, bounds) : t(`wizard.number.${which}`, bounds);
  };

  const submit = () => {
    const problems = Object.entries(passengerProblems(slots, values, files)).map(([key, problem]) => [key, message(problem)] as const);
    setErrors(Object.fromEntries(problems));
    if (problems.length) {
      // The toast names the first problem as the cards show it (the field gets the cursor).
      const [firstKey, firstMessage] = problems[0]!;
      const dot = firstKey.indexOf('.');
      const index = slots.findIndex((slot) => slot.id === firstKey.slice(0, dot));
      const field = slots[index]?.fields.find((f) => f.name === firstKey.slice(dot + 1))?.label;
      notifyError(
        new Error(field ? t('wizard.firstProblem', { n: index + 1, field, message: firstMessage, count: problems.length }) : t('wizard.fillPassengers')),
      );
      focusFirstInvalid(root.current);
      return;
    }
    const booking = bookingRequest({ slots, values: passengerWire(slots, values), comment, agent, requests, search, items });
    const form = new FormData();
    form.append('booking', JSON.stringify(booking));
    for (const [name, file] of fileParts(slots, files)) form.append(name, file);
    confirm.mutate(form);
  };

  return (
    <Stack gap="md" ref={root}>
      {/* Within the deadline by the rooms' policies here, or by any item's (rooms, fares, transfer, visas) as the server sees it: one warning. */}
      {(withinDeadline || fields.data.booking.isUnderPaidCancellation) && <Alert color="orange">{t('wizard.deadline')}</Alert>}
      {search.rooms.map((_, room) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rooms are positional
        <Stack key={room} gap="xs">
          <Title order={2} fz="lg">
            {items.kind === 'flight' ? t('wizard.passengers') : t('search.roomN', { n: room + 1 })}
          </Title>
          {slots
            .filter((s) => s.room === room)
            .map((slot, i) => (
              <PassengerCard
                key={slot.id}
                slot={slot}
                title={slot.ageType === 'adult' ? t('wizard.adultN', { n: i + 1 }) : t(`wizard.${slot.ageType}Aged`, { count: slot.age ?? 0 })}
                values={values}
                files={files}
                errors={errors}
                countries={countryOptions}
                columns={longest < 4 ? 2 : 3}
                onValue={(name, value) => setValue(slot.id, name, value)}
                onFile={(name, file) => setFile(slot.id, name, file)}
              />
            ))}
        </Stack>
      ))}
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Textarea label={t('wizard.comment')} autosize minRows={2} value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
          {fields.data.booking.agent.length > 0 && (
            <Select label={t('wizard.agent')} searchable data={fields.data.booking.agent} value={agent} onChange={setAgent} />
          )}
          {/* The stay's requests: none on a booking without a hotel (issue 32). */}
          {fields.data.booking.additionalRequests.length > 0 && (
            <>
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
            </>
          )}
        </Stack>
      </Paper>
      {/* What cancelling each item will cost, read last, right above the button that books (issues 18.5, 30). */}
      {fields.data.cancellation && <CancellationRecap recap={fields.data.cancellation} formatDay={cancellationDay} />}
      <Group justify="flex-end">
        <Button size="md" onClick={submit} loading={confirm.isPending}>
          {t('wizard.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
