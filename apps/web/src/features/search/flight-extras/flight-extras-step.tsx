import { Alert, Badge, Box, Button, Chip, Group, Paper, Radio, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  FLIGHT_EXTRA_MESSAGES,
  type FlightChoice,
  type FlightExtraAnswer,
  type FlightExtraEntity,
  type FlightExtraItem,
  type FlightExtraType,
} from '@travel/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrencyAmount, isZeroAmount } from '../../../lib/money';
import { confirmAction } from '../../../ui/confirm';
import { SeatMap, type SeatMapSeat } from '../../../ui/seat-map';
import { flightExtraQuery } from './api';
import './en';
import {
  choose,
  chosenFor,
  entityRef,
  extrasTotal,
  type FlightExtrasValue,
  includedItems,
  type MissingExtra,
  missingRequired,
  nextWithoutSeat,
  optionsFor,
  passengerNumber,
  passengersFor,
  priceFor,
  reconcile,
  sameForEveryone,
  seatHolders,
  shownPrice,
} from './model';

export type FlightExtrasStepProps = {
  type: FlightExtraType;
  /** The chosen flight option's signed hash. */
  hash: string;
  /** The fares chosen on each segment (included extras and a required meal depend on them). */
  flight: FlightChoice;
  value: FlightExtrasValue;
  onChange: (value: FlightExtrasValue) => void;
  /** 'Next' pressed with every required extra chosen. */
  onNext: () => void;
};

type Passenger = FlightExtraAnswer['passengers'][number];
const NONE = '__none__';
/** Named for screen readers only: the card's heading already shows the title. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * One of the extras steps of the flight wizard (storefront spec §4 point 3; account spec
 * 'Extras steps' and 'Seats'): it loads what can be chosen for the fares chosen, shows it
 * passenger by passenger (the first one to start with) and per segment (baggage) or leg (meal,
 * seat), with the fare's included extras ticked and fixed, and lets 'Next' through only when
 * every required extra is chosen. When nothing can be chosen it says so and offers 'Next'.
 */
export function FlightExtrasStep({ type, hash, flight, value, onChange, onNext }: FlightExtrasStepProps) {
  const { t } = useTranslation();
  const query = useQuery(flightExtraQuery(type, hash, flight));
  const answer = query.data;
  // Per step: the passenger chosen and whether 'Next' was refused (each step starts at the first passenger).
  const [picked, setPicked] = useState<{ type: FlightExtraType; id: string } | null>(null);
  const [refusedOn, setRefusedOn] = useState<FlightExtraType | null>(null);
  const current = picked?.type === type ? picked.id : null;
  const setCurrent = (id: string) => setPicked({ type, id });
  const showMissing = refusedOn === type;

  // A fresh answer drops what it no longer offers (a seat just taken) and pre-fills a required extra with one option.
  useEffect(() => {
    if (!answer) return;
    const next = reconcile(answer, value);
    if (next !== value) onChange(next);
  }, [answer, value, onChange]);

  const heading = (
    <Stack gap={4}>
      <Title order={2} size="h3">
        {t(`flightExtras.title.${type}`)}
      </Title>
      {answer && !answer.message && answer.entities.length > 0 && (
        <Text size="sm" c="dimmed">
          {t(`flightExtras.intro.${type}`)}
        </Text>
      )}
    </Stack>
  );

  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy>
        {heading}
        <Skeleton h={36} w={320} maw="100%" />
        <Skeleton h={160} />
        <Skeleton h={160} />
      </Stack>
    );
  }
  if (query.isError || !answer) {
    return (
      <Stack gap="md">
        {heading}
        <Alert color="red" title={t('common.couldNotLoad')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{query.error?.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              {t('flightExtras.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  const passengers = passengersFor(answer);
  const nextButton = (
    <Button onClick={next} miw={140}>
      {t('common.next')}
    </Button>
  );

  // Nothing at all of this type: the account spec's sentence and 'Next'.
  if (answer.entities.length === 0 || passengers.length === 0) {
    return (
      <Stack gap="md">
        {heading}
        <Alert color="gray" variant="light">
          {answer.message ?? FLIGHT_EXTRA_MESSAGES[type]}
        </Alert>
        <Group justify="flex-end">{nextButton}</Group>
      </Stack>
    );
  }

  const passengerId = current && passengers.some((p) => p.id === current) ? current : passengers[0]!.id;
  const missing = missingRequired(answer, value);
  const currency = answer.entities.flatMap((e) => e.items).find((i) => i.currency)?.currency ?? '';

  function next() {
    if (answer) {
      const left = missingRequired(answer, value);
      if (left.length > 0) {
        setRefusedOn(type);
        setCurrent(left[0]!.passengerId);
        return;
      }
    }
    setRefusedOn(null);
    onNext();
  }

  const pick = (entity: FlightExtraEntity, item: FlightExtraItem | null) => {
    const apply = () => {
      const next = choose(value, type, entity, passengerId, item);
      onChange(next);
      // A seat taken: the map moves on to the next passenger still without one on this leg (issue 32).
      if (type === 'seat' && item) {
        const following = nextWithoutSeat(answer, next, entity, passengerId);
        if (following) setCurrent(following);
      }
    };
    // A seat a party member holds: asked before it moves to this passenger (issue 32).
    const holder = type === 'seat' && item ? seatHolders(value, entityRef('seat', entity)).get(item.id) : undefined;
    if (holder && holder !== passengerId)
      confirmAction({
        title: t('flightExtras.swapTitle', { seat: item!.id }),
        message: t('flightExtras.swapText', { seat: item!.id, from: passengerNumber(holder), to: passengerNumber(passengerId) }),
        confirm: t('flightExtras.swapConfirm'),
        onConfirm: apply,
      });
    else apply();
  };
  // "Same for every passenger": this passenger's choice on the entity for everyone it is offered to (issue 32).
  const sameForAll = (entity: FlightExtraEntity) => onChange(sameForEveryone(value, answer, entity, passengerId));

  return (
    <Stack gap="md">
      {heading}
      {/* Nothing to choose, but something to show (the fare's included baggage, a full seat map). */}
      {answer.message && (
        <Alert color="gray" variant="light">
          {answer.message}
        </Alert>
      )}
      <PassengerPicker passengers={passengers} value={passengerId} onChange={setCurrent} missing={showMissing ? missing : []} />
      {answer.entities.map((entity) =>
        type === 'seat' ? (
          <SeatEntity key={entity.key} answer={answer} entity={entity} passengerId={passengerId} value={value} onPick={pick} />
        ) : (
          <OptionsEntity
            key={entity.key}
            type={type}
            entity={entity}
            passengerId={passengerId}
            value={value}
            onPick={pick}
            onSameForAll={passengers.length > 1 ? sameForAll : undefined}
          />
        ),
      )}
      {showMissing && missing.length > 0 && (
        <Alert color="red" role="alert" title={FLIGHT_EXTRA_MESSAGES.required}>
          <Stack gap={2}>
            {missing.map((m) => (
              <Text key={`${m.passengerId}-${m.entityKey}`} size="sm">
                {t('flightExtras.passengerN', { n: passengerNumber(m.passengerId) })}: {m.title}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Text size="sm">
          {t('flightExtras.extrasTotal')}:{' '}
          <Text span fw={700}>
            {formatCurrencyAmount(extrasTotal(value), currency)}
          </Text>
        </Text>
        {nextButton}
      </Group>
    </Stack>
  );
}

/** 'Adult', 'Child, 5', 'Infant, 1'. */
function useWho() {
  const { t } = useTranslation();
  return (p: Passenger) =>
    p.ageType === 'adult' || p.age === null
      ? t(`flightExtras.ageTypes.${p.ageType}`)
      : t(p.ageType === 'child' ? 'flightExtras.childAged' : 'flightExtras.infantAged', { age: p.age });
}

/** The passenger selector: one chip per passenger (the first chosen to start with); one still missing a required extra is marked. */
function PassengerPicker({
  passengers,
  value,
  onChange,
  missing,
}: {
  passengers: Passenger[];
  value: string;
  onChange: (id: string) => void;
  missing: MissingExtra[];
}) {
  const { t } = useTranslation();
  const who = useWho();
  const labelId = useId();
  const current = passengers.find((p) => p.id === value);
  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={600}>
        {t('flightExtras.passenger')}
      </Text>
      <Chip.Group multiple={false} value={value} onChange={(id) => onChange(id)}>
        <Group gap="xs" role="radiogroup" aria-labelledby={labelId}>
          {passengers.map((p) => {
            const lacking = missing.some((m) => m.passengerId === p.id);
            return (
              <Chip key={p.id} value={p.id} color={lacking ? 'red.9' : undefined} variant={lacking && p.id !== value ? 'outline' : 'filled'}>
                {t('flightExtras.passengerN', { n: passengerNumber(p.id) })} · {who(p)}
                {lacking ? ` · ${t('flightExtras.missing')}` : ''}
              </Chip>
            );
          })}
        </Group>
      </Chip.Group>
      {current && (
        <Text size="xs" c="dimmed" aria-live="polite">
          {t('flightExtras.choosingFor', { n: passengerNumber(current.id), who: who(current) })}
        </Text>
      )}
    </Stack>
  );
}

function EntityCard({ entity, children }: { entity: FlightExtraEntity; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={entity.title}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Text fw={600}>{entity.title}</Text>
        {entity.selectionType === 'required' && (
          <Badge color="red.9" variant="outline">
            {t('flightExtras.required')}
          </Badge>
        )}
      </Group>
      {children}
    </Paper>
  );
}

/** The price as the passenger pays it: 'Included' for the fare's own (a required meal at no cost), 'Free' for another at 0. */
function PriceText({ price, currency, required }: { price: string | undefined; currency: string; required: boolean }) {
  const { t } = useTranslation();
  if (price === undefined) return null;
  const zero = price === 'included' || isZeroAmount(price);
  return (
    <Text size="sm" fw={600} ta="right" style={{ whiteSpace: 'nowrap' }} c={zero ? 'teal.9' : undefined}>
      {zero ? t(required || price === 'included' ? 'flightExtras.included' : 'flightExtras.free') : formatCurrencyAmount(price, currency)}
    </Text>
  );
}

/** Baggage of a segment or meals of a leg: the fare's included items, then one choice (or 'None' when not required). */
function OptionsEntity({
  type,
  entity,
  passengerId,
  value,
  onPick,
  onSameForAll,
}: {
  type: FlightExtraType;
  entity: FlightExtraEntity;
  passengerId: string;
  value: FlightExtrasValue;
  onPick: (entity: FlightExtraEntity, item: FlightExtraItem | null) => void;
  /** Copies this passenger's choice to the others (absent for a party of one). */
  onSameForAll?: (entity: FlightExtraEntity) => void;
}) {
  const { t } = useTranslation();
  const included = includedItems(type, entity, passengerId);
  const options = optionsFor(type, entity, passengerId);
  const chosen = chosenFor(value, type, entity, passengerId);
  const required = entity.selectionType === 'required';
  return (
    <EntityCard entity={entity}>
      <Stack gap="xs">
        {included.map((item) => (
          <Group key={item.id} gap="sm" wrap="nowrap" px="sm" py={6} style={{ borderRadius: 8, background: 'var(--mantine-color-teal-0)' }}>
            <ThemeIcon size={20} radius="xl" color="teal" aria-hidden>
              ✓
            </ThemeIcon>
            <Box style={{ flex: 1 }}>
              <Text size="sm" fw={500}>
                {item.name}
              </Text>
              <Text size="xs" c="dimmed">
                {item.description ?? t('flightExtras.includedInFare')}
              </Text>
            </Box>
            <Badge color="teal.9" variant="filled">
              {t('flightExtras.included')}
            </Badge>
          </Group>
        ))}
        {options.length > 0 && onSameForAll && (
          <Group justify="flex-end">
            <Button size="compact-sm" variant="light" onClick={() => onSameForAll(entity)}>
              {t('flightExtras.sameForAll')}
            </Button>
          </Group>
        )}
        {options.length > 0 ? (
          <Radio.Group
            value={chosen?.id ?? (required ? null : NONE)}
            onChange={(id) => onPick(entity, id === NONE ? null : (options.find((o) => o.id === id) ?? null))}
            label={entity.title}
            labelProps={{ style: VISUALLY_HIDDEN }}
          >
            <Stack gap={6}>
              {!required && <OptionCard value={NONE} name={t('flightExtras.none')} description={t('flightExtras.noneHint')} />}
              {options.map((item) => (
                <OptionCard
                  key={item.id}
                  value={item.id}
                  name={item.name}
                  description={item.description}
                  price={<PriceText price={priceFor(item, passengerId)} currency={item.currency} required={required} />}
                />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          included.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('flightExtras.nothingForPassenger')}
            </Text>
          )
        )}
      </Stack>
    </EntityCard>
  );
}

function OptionCard({ value, name, description, price }: { value: string; name: string; description?: string | null; price?: ReactNode }) {
  return (
    <Radio.Card value={value} radius="md" px="sm" py={8}>
      <Group wrap="nowrap" gap="sm" align="center">
        <Radio.Indicator />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {name}
          </Text>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
        </Box>
        {price}
      </Group>
    </Radio.Card>
  );
}

/** Seats of a leg: the map for the passenger choosing, the seat they hold and a way to give it up. */
function SeatEntity({
  answer,
  entity,
  passengerId,
  value,
  onPick,
}: {
  answer: FlightExtraAnswer;
  entity: FlightExtraEntity;
  passengerId: string;
  value: FlightExtrasValue;
  onPick: (entity: FlightExtraEntity, item: FlightExtraItem | null) => void;
}) {
  const { t } = useTranslation();
  const legKey = entity.legKey ?? entity.key;
  const layout = answer.extraData[legKey];
  const chosen = chosenFor(value, 'seat', entity, passengerId);
  const holders = seatHolders(value, legKey);
  const heldByOthers = Object.fromEntries([...holders].filter(([, holder]) => holder !== passengerId).map(([seat, holder]) => [seat, passengerNumber(holder)]));
  const currency = entity.items.find((i) => i.currency)?.currency ?? '';
  // What this passenger sees: a seat not offered to them (no price for them) cannot be chosen.
  const seats: SeatMapSeat[] = entity.items.map((item) => {
    const price = priceFor(item, passengerId);
    const seat = /^(\d+)([A-Z])$/.exec(item.id);
    return {
      id: item.id,
      row: item.row ?? Number(seat?.[1] ?? 0),
      letter: item.letter ?? seat?.[2] ?? '',
      availability: price === undefined ? 'blocked' : (item.availability ?? 'available'),
      price: price === undefined ? null : shownPrice(price),
    };
  });
  const onSelect = (seat: string) => {
    if (seat === chosen?.id) onPick(entity, null);
    else onPick(entity, entity.items.find((i) => i.id === seat) ?? null);
  };
  return (
    <EntityCard entity={entity}>
      {layout ? (
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" aria-live="polite">
              {t('flightExtras.yourSeat', { n: passengerNumber(passengerId) })}:{' '}
              <Text span fw={700}>
                {chosen
                  ? `${chosen.id}${chosen.price && !isZeroAmount(chosen.price) ? ` · ${formatCurrencyAmount(chosen.price, currency)}` : ''}`
                  : t('flightExtras.noSeat')}
              </Text>
            </Text>
            {chosen && (
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => onPick(entity, null)}>
                {t('flightExtras.removeSeat')}
              </Button>
            )}
          </Group>
          <SeatMap
            rowsCount={layout.rowsCount}
            letters={layout.seatsNumbers}
            seats={seats}
            currency={currency}
            selected={chosen?.id ?? null}
            heldByOthers={heldByOthers}
            onSelect={onSelect}
            caption={t('flightExtras.seatsOf', { title: entity.title })}
          />
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('flightExtras.noMap')}
        </Text>
      )}
    </EntityCard>
  );
}
