import { Box, Button, Grid, Group, Input, Paper, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { MAX_NIGHTS, SEARCH_MESSAGES, type SearchMode } from '@travel/contracts';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../ui/select';
import { notifyError } from '../../ui/notify';
import { useAgencyToday } from '../../lib/agency-day';
import { useAfterFirstPaint } from '../../lib/first-paint';
import { lookupOption } from '../../lib/lookup-option';
import { destinationsQuery, globalSettingsQuery } from '../../lib/reference';
import { nationalitiesQuery, packageDestinationsQuery } from './api';
import { AddOnFields } from './add-on-fields';
import { NightsInput, SearchDates } from './search-dates';
import { NationalitySelect, OPTIONS_WHILE_OPEN } from './search-selects';
import { GuestsPicker } from './guests-picker';
import {
  draftIn,
  formProblem,
  hasLastSearch,
  loadLastSearch,
  loadSearchTabs,
  nightsOf,
  openTabs,
  problemField,
  type SearchField,
  type SearchState,
  type SearchTabs,
  saveLastSearch,
  saveSearchTabs,
  searchParamsOf,
  withAddOns,
  withDates,
  withDraft,
  withNights,
} from './search-state';

/*
 * The Flights and Package tabs' fields load when their tab is first shown (or after the first
 * paint, below): the home page opens on Hotels, and their code counts against its JavaScript
 * budget (issue 17.4; 170 KB).
 */
const loadFlightFields = () => import('./flight-search-fields');
const loadFlightTransferFields = () => import('./flight-transfer-fields');
const loadPackageFields = () => import('./package-search-fields');
const FlightSearchFields = lazy(() => loadFlightFields().then((m) => ({ default: m.FlightSearchFields })));
const FlightTransferFields = lazy(() => loadFlightTransferFields().then((m) => ({ default: m.FlightTransferFields })));
const PackageSearchFields = lazy(() => loadPackageFields().then((m) => ({ default: m.PackageSearchFields })));

/**
 * The room the lazy Package and Flights fields take once they arrive (demo modules, add-ons on),
 * kept while they load: the landing page's first tab is often Package, and a form that grew after
 * the first paint moved the whole page (Lighthouse: CLS 0.19 on `/`).
 */
const FIELDS_ROOM = { package: { base: 557, sm: 345, md: 188 }, flight: { base: 526, sm: 314, lg: 156 } } as const;
const FieldsRoom = ({ mode }: { mode: keyof typeof FIELDS_ROOM }) => <Box mih={FIELDS_ROOM[mode]} aria-hidden />;

/** A size-md field's label (its input follows right under it): what the Search button leaves above itself. */
const LABEL_HEIGHT = 'calc(var(--mantine-font-size-md) * var(--mantine-line-height))';

/**
 * The search box of the landing page and of 'Modify Search' (storefront spec §2 Search form).
 * The package and flight tabs appear when their modules are switched on; the Flights tab has
 * its own fields (flight-search-fields.tsx); the Hotels tab has the transfer and visa add-ons
 * while their modules are on (add-on-fields.tsx). Each tab keeps its own draft (issue 32,
 * search-state.ts `SearchTabs`): a search sends, and puts in the URL, only its tab's fields.
 */
export function SearchForm({ initial, onSearched }: { initial?: SearchState; onSearched?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useQuery(globalSettingsQuery).data;
  // Check-in is from the agency's today on, as the server's search checks it.
  const today = useAgencyToday();
  const tabs: SearchMode[] = [
    ...(settings?.modules.packageSearch ? (['package'] as const) : []),
    'hotel',
    ...(settings?.modules.flightSearch ? (['flight'] as const) : []),
  ];
  // This session's tabs (each tab's draft), read once as the form opens.
  const [session] = useState(() => loadSearchTabs(today));
  // A browser without a saved search opens on the first available tab (Package when it is on).
  const [fresh] = useState(() => !initial && !session && !hasLastSearch());
  // With the settings already there (the page comes with them, lib/boot.ts) the form opens on its
  // tab at once: no tab switch after the first paint moves the page (issue 17.4, layout shift).
  const [form, setForm] = useState<SearchTabs>(() => {
    const opened = openTabs(initial ?? loadLastSearch(today), session, !!initial);
    return settings && (fresh || !tabs.includes(opened.mode)) ? { ...opened, mode: tabs[0]! } : opened;
  });
  // The shown tab's draft: what its fields show and what its search sends.
  const state = draftIn(form);
  // A refused search's sentence, shown on its field until the form changes (storefront spec §5).
  const [refused, setRefused] = useState<{ field: SearchField; sentence: string } | null>(null);
  /** The agent changed the shown tab's fields, or chose another tab: kept for the session. */
  const change = (next: (tabs: SearchTabs) => SearchTabs) => {
    setRefused(null);
    setForm((tabs) => {
      const changed = next(tabs);
      saveSearchTabs(changed);
      return changed;
    });
  };
  const setState = (next: SearchState) => change((tabs) => withDraft(tabs, next));
  const errors: Partial<Record<SearchField, string>> = refused ? { [refused.field]: refused.sentence } : {};
  const guestsId = useId();
  // The option lists come after the first paint (lib/first-paint.ts).
  const painted = useAfterFirstPaint();
  // The other tabs' fields, fetched once the first paint is done: a click on their tab shows them at once.
  useEffect(() => {
    if (!painted) return;
    void loadFlightFields();
    void loadFlightTransferFields();
    void loadPackageFields();
  }, [painted]);
  // The Package tab offers the places a round trip from the chosen origin lands in (issue 30: what is sold).
  const hotelDestinations = useQuery({ ...destinationsQuery(state.searchMode), enabled: painted && state.searchMode !== 'package' });
  const packageDestinations = useQuery({ ...packageDestinationsQuery(state.fromAirportId), enabled: painted && state.searchMode === 'package' });
  const destinations = state.searchMode === 'package' ? packageDestinations : hotelDestinations;
  const nationalities = useQuery({ ...nationalitiesQuery, enabled: painted });
  const nights = nightsOf(state);
  // A saved mode whose module is switched off falls back to the first available tab (storefront spec §2).
  const available = tabs.includes(state.searchMode);
  const opened = useRef(false);
  useEffect(() => {
    if (!settings) return;
    const first = fresh && !opened.current;
    opened.current = true;
    if (!available || first) setForm((s) => (s.mode === tabs[0] ? s : { ...s, mode: tabs[0]! }));
  }, [settings, available, fresh, tabs[0]]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // The add-ons as the modules allow them (storefront spec §2: forced off when a module is off).
    const asked = withAddOns(state, settings?.modules);
    const problem = formProblem(asked);
    if (problem) {
      const field = problemField(problem);
      if (field) setRefused({ field, sentence: problem });
      notifyError(new Error(problem), 'search.checkSearch');
      return;
    }
    saveLastSearch(state);
    saveSearchTabs(form);
    void navigate({ to: '/search', search: searchParamsOf(asked) });
    onSearched?.();
  };

  // Options a lookup also finds by their other names (issue 32: 'Turkey' finds Türkiye).
  const destinationOptions = (destinations.data?.entities ?? []).map((d) => lookupOption(d.value, d.isSub ? `— ${d.label}` : d.label, d));
  const nationalityOptions = (nationalities.data?.entities ?? []).map((n) => lookupOption(n.value, n.label, n));
  // Level with the inputs beside it (below their labels), whether or not an error shows under one.
  const searchButton = (
    <Box pt={{ base: 0, sm: LABEL_HEIGHT }}>
      <Button type="submit" size="md" fullWidth>
        {t('common.search')}
      </Button>
    </Box>
  );

  return (
    <Paper shadow="md" radius="md" p={{ base: 'sm', sm: 'md' }}>
      <form onSubmit={submit} aria-label={t('search.title')}>
        <Tabs value={state.searchMode} onChange={(v) => change((tabs) => ({ ...tabs, mode: (v as SearchMode) ?? 'hotel' }))} mb="sm">
          <Tabs.List>
            {tabs.map((mode) => (
              <Tabs.Tab key={mode} value={mode}>
                {t(`search.modes.${mode}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {state.searchMode === 'package' ? (
          <Suspense fallback={<FieldsRoom mode="package" />}>
            <PackageSearchFields
              state={state}
              setState={setState}
              today={today}
              destinations={destinations.data ? destinationOptions : undefined}
              nationalities={nationalityOptions}
              maxRooms={settings?.searchMaxRooms ?? 1}
              errors={errors}
              addOns={<AddOnFields state={state} setState={setState} modules={settings?.modules} airport={false} excursions />}
              submit={searchButton}
            />
          </Suspense>
        ) : state.searchMode === 'flight' ? (
          <Suspense fallback={<FieldsRoom mode="flight" />}>
            <FlightSearchFields state={state} setState={setState} today={today} nationalities={nationalityOptions} errors={errors} submit={searchButton} />
            <Group gap="lg" align="flex-end" wrap="wrap">
              {settings?.modules.transferSearch && <FlightTransferFields state={state} setState={setState} error={errors.hotel} />}
              {/* The visas of the flight's one party (its first room); the tab's transfer is its own, above. */}
              {settings?.modules.visaSearch && (
                <AddOnFields
                  state={{ ...state, rooms: state.rooms.slice(0, 1) }}
                  setState={(next) => setState({ ...next, rooms: state.rooms })}
                  modules={{ ...settings.modules, transferSearch: false }}
                  airport={false}
                />
              )}
            </Group>
          </Suspense>
        ) : (
          <Grid gap="sm" align="flex-start">
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Select
                label={t('search.destination')}
                placeholder={t('search.destinationPlaceholder')}
                searchable
                data={destinationOptions}
                value={state.toId ? String(state.toId) : null}
                onChange={(value, option) => setState({ ...state, toId: value ? Number(value) : null, toName: option?.label.replace(/^— /, '') ?? '' })}
                size="md"
                error={errors.destination}
                nothingFoundMessage={t('search.nothingFound')}
                comboboxProps={OPTIONS_WHILE_OPEN}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 9, sm: 4, md: 3 }}>
              <SearchDates
                type="range"
                label={t('search.dates')}
                placeholder={t('search.datesPlaceholder')}
                minDate={today}
                allowSingleDateInRange={false}
                value={[state.startDate, state.endDate]}
                onChange={([startDate, endDate]) => setState(withDates(state, startDate, endDate))}
                error={errors.dates ?? (nights && nights > MAX_NIGHTS ? SEARCH_MESSAGES.nights : undefined)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 3, sm: 2, md: 1 }}>
              <NightsInput label={t('search.nights')} value={nights} onChange={(count) => setState(withNights(state, count))} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
              <NationalitySelect state={state} setState={setState} nationalities={nationalityOptions} error={errors.nationality} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 'auto' }}>
              <Input.Wrapper id={guestsId} label={t('search.guests')} size="md" error={errors.guests}>
                <GuestsPicker
                  id={guestsId}
                  invalid={!!errors.guests}
                  rooms={state.rooms}
                  onChange={(rooms) => setState({ ...state, rooms })}
                  maxRooms={settings?.searchMaxRooms ?? 1}
                />
              </Input.Wrapper>
            </Grid.Col>
            {/* The add-ons come before the button on a phone, below the fields' row on a wide screen. */}
            {/* The Excursions switch is always there (issue 28); the transfer and visa ones with their modules. */}
            <Grid.Col span={12} order={{ base: 5, md: 6 }}>
              <AddOnFields state={state} setState={setState} modules={settings?.modules} airportError={errors.toAirport} excursions />
            </Grid.Col>
            {/* The button takes the width of its word; the guests take what is left of the row. */}
            <Grid.Col span={{ base: 12, sm: 6, md: 'content' }} order={{ base: 6, md: 5 }}>
              {searchButton}
            </Grid.Col>
          </Grid>
        )}
      </form>
    </Paper>
  );
}
