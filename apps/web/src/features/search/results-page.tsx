import { Alert, Button, Container, Grid, Group, Paper, Skeleton, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  chooseFare,
  chooseFlight,
  chooseHotel,
  chooseRoom,
  chooseTransfer,
  chooseVisas,
  finishExtrasStep,
  goBack,
  type SearchFilters,
  setFlightExtras,
  wizardSteps,
} from '@travel/contracts';
import { lazy, Suspense, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, urlOf } from '../../lib/api-client';
import { boot, takeBootSearch } from '../../lib/boot';
import { globalSettingsQuery } from '../../lib/reference';
import { getCurrency, useSession } from '../../lib/session';
import { withModals } from '../../ui/modals';
import { notifyError } from '../../ui/notify';
import { chosenTransfer, transferLine, visaChoicesOf, visaItemsOf, visaLines, writeVisaPicks } from './add-ons';
import { flightAnswer, flightDetailsQuery, hotelAnswer, type SearchAnswer, searchQuery, transfersQuery, visasQuery } from './api';
import { clearExtras, saveExtras } from './flight-extras-store';
import { FlightSummary } from './flight-summary';
import { chosenFares, type FlightExtrasChoices, flightChoiceOf, flightItemOf } from './flight-wizard';
import type { HotelModal } from './hotel-modals';
import { packageFlightSearch } from './package-wizard';
import type { SearchParams } from './results-search';
import { ResultsFilters } from './results-filters';
import { ResultsHeader } from './results-header';
import { parseJson, stateOf } from './results-state';
import { StaySummary } from './stay-summary';
import { activeEntry, stepBar, stepCounter } from './step-bar';
import { Loading } from './steps/choose-hotel';
import { stepView } from './steps/registry';
import type { AddOnStepData, WizardMoves } from './steps/step-props';
import { extrasEntry, readWizard, searchOnly, type UrlWizard, wizardParams } from './wizard-url';

/*
 * Dialogs and drawers of the results page load when first opened (issue 17.4): the hotel's
 * gallery, details, map and cancellation policy, and the filters' drawer on a phone. Once loaded
 * they stay, so they close with their transition.
 */
const HotelModals = lazy(() => import('./hotel-modals').then((module) => ({ default: module.HotelModals })));
const FiltersDrawer = lazy(() => import('./filters-drawer'));
/** The guest's 'Info' dialog: how to book (the guest-booking-info article), loaded when a visitor selects. */
const GuestBookingInfo = lazy(() => import('./guest-booking-info').then((module) => ({ default: module.GuestBookingInfo })));

/** A flight-details refusal (expired, altered or sold-out claim): the flight is chosen again. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * /search: results, filters and the booking wizard (storefront spec §2, §4). The wizard's step
 * and choices are the URL's (wizard-url.ts): every move pushes a history entry, so the browser's
 * Back returns to the previous step and a reload resumes; the step's view comes from the registry.
 * In flight mode the flight item's extras are kept beside the URL, in session storage
 * (flight-extras-store.ts).
 */
export function ResultsPage({ params }: { params: SearchParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const settings = useQuery(globalSettingsQuery).data;
  const search = useMemo(() => searchOnly(params), [params]);
  const state = useMemo(() => stateOf(params), [params]);
  const currency = getCurrency(settings?.defaultCurrency.code ?? 'EUR');
  // A flight's transfer is the wizard's, not the flight search's (GET search would ask for its hotel).
  const { transfer: _transfer, transferHotelId: _transferHotel, transferHotelName: _transferHotelName, ...flightOnly } = search;
  const searchParams = { ...(params.searchMode === 'flight' ? flightOnly : search), currency };
  // A visitor's first search may have come with the page (lib/boot.ts): that query's cache entry
  // starts from it (only that query's: another search of the same page fetches).
  const searchUrl = urlOf('search', searchParams).search;
  const [fromBoot] = useState(() => ({ url: searchUrl, answer: takeBootSearch(searchUrl, !!session) as SearchAnswer | undefined }));
  const initialData = fromBoot.url === searchUrl ? fromBoot.answer : undefined;
  const result = useQuery({ ...searchQuery(searchParams), enabled: !!settings, initialData, initialDataUpdatedAt: boot.readAt });
  const flightMode = state.searchMode === 'flight';
  const packageMode = state.searchMode === 'package';
  // A package flies a round trip (storefront spec §4: hotel, rooms, flight, fares per segment, extras, transfer, visa).
  const flies = flightMode || packageMode;
  const segments = flightMode ? (state.flightType === 'oneway' ? 1 : 2) : packageMode ? 2 : undefined;
  const steps = useMemo(
    () =>
      flightMode
        ? wizardSteps('flight', { rooms: 1, segments, transfer: !!state.transfer, visa: !!state.visa })
        : wizardSteps(packageMode ? 'package' : 'hotel', { rooms: state.rooms.length, transfer: !!state.transfer, visa: !!state.visa, segments }),
    [flightMode, packageMode, segments, state.rooms.length, state.transfer, state.visa],
  );
  // The stored extras change on an extras step without a new URL: a tick reads them again.
  const [extrasTick, storedExtrasChanged] = useReducer((n: number) => n + 1, 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: extrasTick stands for the session storage readWizard reads
  const read = useMemo(() => readWizard(params, steps), [params, steps, extrasTick]);
  // A visitor cannot select (spec §6): a shared wizard URL shows them the hotel list.
  const wizard: UrlWizard = session ? read : { ...read, step: 0 };
  const [modify, setModify] = useState(false);
  // An empty result's 'Change the search': the search bar's form opened at the top, or the home page's form when the bar is off.
  const modifySearch = () => {
    if (settings?.modules.searchBar === false) return void navigate({ to: '/' });
    setModify(true);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const [modal, setModal] = useState<HotelModal>(null);
  const [modalsUsed, setModalsUsed] = useState(false);
  if (modal && !modalsUsed) setModalsUsed(true);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (filtersOpen && !drawerUsed) setDrawerUsed(true);
  const filters = parseJson<SearchFilters>(params.filters, {});
  const hotels = hotelAnswer(result.data);
  useEffect(() => {
    if (result.error) notifyError(result.error, 'common.couldNotLoad');
  }, [result.error]);

  // New filters start again from the first page of hotels.
  const setFilters = (next: SearchFilters) => void navigate({ to: '/search', search: { ...params, filters: JSON.stringify(next), page: undefined } });
  // The room steps need every option of the chosen hotel; a results page carries the first ones.
  const hotelQuery = useQuery({
    ...searchQuery({ ...search, currency, page: undefined, hotelId: wizard.hotelId }),
    enabled: !!settings && !!session && !!wizard.hotelId,
  });
  const hotelResult = hotelAnswer(hotelQuery.data);
  const hotel = hotelResult?.hotels.find((h) => h.id === wizard.hotelId);
  // Why the chosen hotel is not offered when it is not, and its room types that are not (issue 33).
  const hotelNotOffered = (!hotel && hotelResult?.notOffered?.find((h) => h.id === wizard.hotelId)) || null;
  const chosen = wizard.rooms.map((o, i) => (o && hotel?.rooms[i]?.options.find((x) => x.id === o.id)) || null);
  const step = steps[wizard.step]!;
  const view = stepView(step.id);
  // The next step's code loads while this one is shown (steps/registry.ts).
  const nextStep = steps[wizard.step + 1]?.id;
  useEffect(() => {
    if (nextStep) void stepView(nextStep)?.preload?.();
  }, [nextStep]);

  // The add-ons (storefront spec §4 point 4): asked once their step is reached, for the rooms chosen.
  const transferStep = steps.findIndex((s) => s.id === 'chooseTransfer');
  const visaStep = steps.findIndex((s) => s.id === 'chooseVisa');
  const roomsChosen = wizard.rooms.every((o) => !!o);
  // A flight's transfer drives to the hotel its search named, one way or round trip as the flight flies.
  const transferHotelId = flightMode ? (params.transferHotelId ?? null) : wizard.hotelId;
  const transfersAnswer = useQuery({
    ...transfersQuery({
      toAirportId: params.toAirportId,
      hotelId: transferHotelId,
      startDate: params.startDate,
      endDate: flightMode && state.flightType === 'oneway' ? undefined : params.endDate,
      flightType: flightMode ? (state.flightType ?? 'round') : 'round',
      rooms: params.rooms,
      options: flightMode ? undefined : params.options,
      currency,
    }),
    enabled: !!settings && !!session && transferStep >= 0 && wizard.step >= transferStep && !!transferHotelId && (flightMode || roomsChosen),
  });
  const visasAnswer = useQuery({
    // A flight's visas are for its destination airport (a place the visas' destinations contain).
    ...visasQuery({
      nationalityId: params.nationalityId,
      toId: flightMode ? params.toAirportId : params.toId,
      startDate: params.startDate,
      endDate: params.endDate,
      rooms: params.rooms,
      visasCount: params.visasCount,
      currency,
    }),
    enabled: !!settings && !!session && visaStep >= 0 && wizard.step >= visaStep,
  });
  const transferOption = chosenTransfer(transfersAnswer.data, wizard.transfer);
  const visaChoices = visaChoicesOf(visasAnswer.data, wizard.visa);
  const visaItems = visaItemsOf(visaChoices);
  const addOns: AddOnStepData = {
    transfers: {
      data: transfersAnswer.data,
      isLoading: transfersAnswer.isLoading,
      error: transfersAnswer.error,
      refetch: () => void transfersAnswer.refetch(),
    },
    visas: { data: visasAnswer.data, isLoading: visasAnswer.isLoading, error: visasAnswer.error, refetch: () => void visasAnswer.refetch() },
    transfer: transferOption,
    visaChoices,
  };

  // A package's flights: its own flight search (round trip, the whole party), asked from Choose Flight on.
  const flightStep = Math.max(
    0,
    steps.findIndex((s) => s.id === 'chooseFlight'),
  );
  const packageFlights = useQuery({
    ...searchQuery({ ...packageFlightSearch(params), currency }),
    enabled: packageMode && !!settings && !!session && wizard.step >= flightStep,
  });
  const flightsAnswer = packageMode
    ? { data: flightAnswer(packageFlights.data), isLoading: packageFlights.isLoading }
    : { data: flightAnswer(result.data), isLoading: result.isLoading };
  // Flight and package modes: the chosen flight's fares per segment, and the flight item once every segment has one.
  const detailsQuery = useQuery({ ...flightDetailsQuery(wizard.flight?.hash ?? ''), enabled: flies && !!session && !!wizard.flight });
  const details = detailsQuery.data?.flights.find((f) => f.id === wizard.flight?.id);
  const fares = details && wizard.flight ? chosenFares(details, wizard.flight.fares) : [];
  const item = details && wizard.flight ? flightItemOf(details, wizard.flight.fares, wizard.flight.extras) : null;
  const choice = details && wizard.flight ? flightChoiceOf(details, wizard.flight.fares) : null;

  /** Keeps the flight item's extras beside the URL: only the wizard's current flight item has any. */
  const storeExtras = (next: UrlWizard) => {
    const entry = extrasEntry(next);
    if (entry) saveExtras(entry.key, entry.stored);
    else clearExtras();
  };
  const go = (next: UrlWizard, replace = false) => {
    if (flies) storeExtras(next);
    void navigate({ to: '/search', search: { ...params, ...wizardParams(next, steps) }, replace });
    window.scrollTo({ top: 0 });
  };
  const guestInfo = () => {
    // Selecting needs a login: the guest modal titled 'Info' explains how (spec §1), with the
    // admin-editable 'guest-booking-info' article, or this text when it cannot be loaded.
    withModals(() => {
      const modalId = modals.open({
        title: t('results.info'),
        closeButtonProps: { 'aria-label': t('content.close') },
        children: (
          <Suspense fallback={<Skeleton height={96} />}>
            <GuestBookingInfo
              fallback={t('results.guestInfo')}
              onNavigate={(to) => {
                modals.close(modalId);
                void navigate({ href: to });
              }}
            />
          </Suspense>
        ),
      });
    });
  };
  const moves: WizardMoves = {
    chooseHotel: (hotelId) => (session ? go(chooseHotel(wizard, steps, hotelId)) : guestInfo()),
    chooseRoom: (room, option) => go(chooseRoom(wizard, steps, room, { id: option.id, hash: option.hash })),
    backTo: (index, how) => go(goBack(wizard, steps, index), how?.replace),
    setPage: (page) => {
      void navigate({ to: '/search', search: { ...params, page: page > 1 ? page : undefined } });
      window.scrollTo({ top: 0 });
    },
    setOrder: (order) => void navigate({ to: '/search', search: { ...params, order: order === 'price' ? undefined : order, page: undefined } }),
    chooseFlight: (flight) => (session ? go(chooseFlight(wizard, steps, { id: flight.id, hash: flight.hash })) : guestInfo()),
    chooseFare: (segment, fareId) => go(chooseFare(wizard, steps, segment, fareId)),
    setExtras: (extras: FlightExtrasChoices) => {
      storeExtras(setFlightExtras(wizard, extras));
      storedExtrasChanged();
    },
    finishExtras: () => go(finishExtrasStep(wizard, steps)),
    chooseTransfer: (pick) => go(chooseTransfer(wizard, steps, pick)),
    // The Visa step's picks so far: kept in the URL (a reload keeps them), replacing the entry.
    setVisaPicks: (picks) => void navigate({ to: '/search', search: { ...params, visas: writeVisaPicks(picks) }, replace: true }),
    chooseVisas: (picks) => go(chooseVisas(wizard, steps, picks)),
  };

  // A chosen hotel or option the fresh search no longer offers: choose it again (no dead end). A
  // hotel the answer says why it does not offer shows that on its first room step (issue 33).
  const firstRoomStep = steps.findIndex((s) => s.id === 'chooseRoom');
  const goneAt = (): number => {
    if (!hotelQuery.isSuccess) return -1;
    if (hotel) return wizard.rooms.findIndex((o, i) => !!o && !chosen[i]);
    if (hotelNotOffered) return wizard.step === firstRoomStep ? -1 : 0;
    return wizard.hotelId ? -2 : -1;
  };
  const gone = goneAt();
  const latest = useRef(moves);
  latest.current = moves;
  useEffect(() => {
    if (gone === -1) return;
    notifyError(new Error(t('wizard.optionGone')), 'common.couldNotLoad');
    latest.current.backTo(gone === -2 ? 0 : steps.findIndex((s) => s.id === 'chooseRoom' && s.room === gone), { replace: true });
  }, [gone, steps, t]);

  // A flight whose claim the server refuses, or a fare it no longer offers: choose again, with why.
  const flightRefused = isRefusal(detailsQuery.error) ? detailsQuery.error : null;
  const flightGone = detailsQuery.isSuccess && (!details || fares.some((f, i) => !f && wizard.flight?.fares[i] != null));
  useEffect(() => {
    if (flightRefused) {
      notifyError(flightRefused, 'common.couldNotLoad');
      latest.current.backTo(flightStep, { replace: true });
    } else if (flightGone) {
      notifyError(new Error(t('wizard.flightGone')), 'common.couldNotLoad');
      latest.current.backTo(flightStep, { replace: true });
    }
  }, [flightRefused, flightGone, flightStep, t]);

  // A transfer or a visa type the fresh answer no longer offers: that step again, with why.
  const transferGone = transfersAnswer.isSuccess && !!wizard.transfer && wizard.transfer !== 'none' && !transferOption;
  const visaGone = visasAnswer.isSuccess && !!wizard.visa && !visaChoices;
  useEffect(() => {
    if (transferGone) {
      notifyError(new Error(t('results.transferStep.gone')), 'common.couldNotLoad');
      latest.current.backTo(transferStep, { replace: true });
    } else if (visaGone) {
      notifyError(new Error(t('results.visaStep.gone')), 'common.couldNotLoad');
      latest.current.backTo(visaStep, { replace: true });
    }
  }, [transferGone, visaGone, transferStep, visaStep, t]);

  const bar = stepBar(steps);
  const counter = stepCounter(bar, wizard.step);
  // Mantine's md breakpoint, where the filter column shows (visibleFrom="md").
  const wideScreen = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const filterControls = <ResultsFilters choices={hotels?.filters} filters={filters} onChange={setFilters} />;
  return (
    <Container size="xl" py="md">
      <ResultsHeader params={params} state={state} modify={modify} onModify={setModify} />

      {/* A phone shows 'Step 2 of 4 · Choose Room' instead of a bar that would wrap (issue 18 point 8). */}
      <Stepper
        active={activeEntry(bar, wizard.step)}
        onStepClick={(entry) => moves.backTo(bar[entry]!.first)}
        allowNextStepsSelect={false}
        size="sm"
        mb="md"
        visibleFrom="sm"
      >
        {bar.map((entry) => (
          <Stepper.Step key={entry.key} label={entry.label} />
        ))}
      </Stepper>
      {/* The back button takes the next line when both do not fit (its step's whole name stays readable). */}
      <Group hiddenFrom="sm" mb="sm" justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" data-testid="step-counter">
          <Text span fw={700} size="sm">
            {t('results.stepOf', { n: counter.n, count: counter.count })}
          </Text>
          {` · ${counter.label}`}
        </Text>
        {/* The bar's earlier entries are clickable; a phone goes back one entry at a time. */}
        {counter.n > 1 && (
          <Button size="compact-sm" variant="subtle" px={0} onClick={() => moves.backTo(bar[counter.n - 2]!.first)}>
            {t('results.backTo', { step: bar[counter.n - 2]!.label })}
          </Button>
        )}
      </Group>

      <Grid gap="md">
        {view?.aside !== 'none' && (
          // On a phone the booking summary follows the step (the choices come first), except on the
          // passenger step, where what is booked and its total come before CONFIRM BOOKING (issue 32);
          // the filters' button leads.
          <Grid.Col span={{ base: 12, md: 3 }} order={{ base: view?.aside === 'summary' && step.id !== 'passengerDetails' ? 2 : 1, md: 1 }}>
            {view?.aside !== 'summary' ? (
              <>
                {/* Rendered only where shown: a phone's first paint does not wait for controls it hides (issue 17.4). */}
                {wideScreen && (
                  <Paper withBorder radius="md" p="md" component="aside" aria-label={t('results.filters')} visibleFrom="md">
                    {filterControls}
                  </Paper>
                )}
                {/* On a phone the filters open in a drawer (ui.md). */}
                <Button variant="default" fullWidth hiddenFrom="md" onClick={() => setFiltersOpen(true)}>
                  {t('results.filters')}
                </Button>
                {drawerUsed && (
                  <Suspense fallback={null}>
                    <FiltersDrawer opened={filtersOpen} onClose={() => setFiltersOpen(false)} title={t('results.filters')}>
                      {filterControls}
                    </FiltersDrawer>
                  </Suspense>
                )}
              </>
            ) : (
              <Paper withBorder radius="md" p="md" component="aside" aria-label={t('results.summary')} style={{ position: 'sticky', top: 12 }}>
                {flightMode ? (
                  <FlightSummary
                    details={details}
                    fares={fares}
                    item={item}
                    transfer={transferOption ? transferLine(transferOption) : null}
                    visas={visaLines(visasAnswer.data, visaItems)}
                  />
                ) : (
                  <StaySummary
                    hotelName={hotel?.name}
                    chosen={chosen}
                    flight={packageMode && details ? { details, fares, item } : undefined}
                    transfer={transferOption ? transferLine(transferOption) : null}
                    visas={visaLines(visasAnswer.data, visaItems)}
                    currency={result.data?.currency ?? currency}
                  />
                )}
              </Paper>
            )}
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: view?.aside === 'none' ? 12 : 9 }} order={{ base: 1, md: 2 }}>
          {view ? (
            <Suspense fallback={<Loading />}>
              <view.component
                params={params}
                search={state}
                steps={steps}
                step={step}
                state={wizard}
                results={{ data: hotels, isLoading: result.isLoading, query: searchParams }}
                hotel={{ data: hotel, isLoading: hotelQuery.isLoading, roomTypesNotOffered: hotelResult?.roomTypesNotOffered, notOffered: hotelNotOffered }}
                chosen={chosen}
                flight={{ answer: flightsAnswer, details: { data: details, isLoading: detailsQuery.isLoading }, choice, item }}
                addOns={addOns}
                moves={moves}
                onModal={setModal}
                onModifySearch={modifySearch}
              />
            </Suspense>
          ) : (
            <Alert color="gray">{t('common.couldNotLoad')}</Alert>
          )}
        </Grid.Col>
      </Grid>
      {modalsUsed && (
        <Suspense fallback={null}>
          <HotelModals modal={modal} onClose={() => setModal(null)} />
        </Suspense>
      )}
    </Container>
  );
}
