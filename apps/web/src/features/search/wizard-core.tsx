import { Skeleton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { goBack, type Step, wizardSteps } from '@travel/contracts';
import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { urlOf } from '../../lib/api-client';
import { boot, takeBootSearch } from '../../lib/boot';
import { globalSettingsQuery } from '../../lib/reference';
import { getCurrency, useSession } from '../../lib/session';
import { withModals } from '../../ui/modals';
import { notifyError } from '../../ui/notify';
import { type SearchAnswer, type SearchQueryParams, searchQuery } from './api';
import { clearExtras, saveExtras } from './flight-extras-store';
import type { SearchParams } from './results-search';
import { stateOf } from './results-state';
import type { SearchState } from './search-state';
import type { CoreMoves } from './steps/step-props';
import { extrasEntry, readWizard, searchOnly, type UrlWizard, wizardParams } from './wizard-url';

/** The guest's 'Info' dialog: how to book (the guest-booking-info article), loaded when a visitor selects. */
const GuestBookingInfo = lazy(() => import('./guest-booking-info').then((module) => ({ default: module.GuestBookingInfo })));

const useGlobalSettings = () => useQuery(globalSettingsQuery).data;

/** What the wizard's parts (stay-part.ts, flight-part.ts, add-ons-part.ts) and its shell share. */
export type WizardCore = {
  params: SearchParams;
  /** The search's own parameters (the wizard's choices left out). */
  search: ReturnType<typeof searchOnly>;
  state: SearchState;
  steps: Step[];
  wizard: UrlWizard;
  /** GET global-settings, once loaded. */
  settings: ReturnType<typeof useGlobalSettings>;
  signedIn: boolean;
  currency: string;
  /** The page's GET search (hotels, flights or a package's hotels) and what it asked. */
  result: UseQueryResult<SearchAnswer>;
  searchParams: SearchQueryParams;
  flightMode: boolean;
  packageMode: boolean;
  /** The flight and package modes: a flight is chosen, its extras kept beside the URL. */
  flies: boolean;
  /** To the next state of the wizard: a history entry (or `replace`), the page scrolled to the top. */
  go: (next: UrlWizard, replace?: boolean) => void;
  /** Back to an earlier step; the same function for the page's life (effects call it). */
  backTo: CoreMoves['backTo'];
  /** A visitor's Select: the guest modal titled 'Info' instead (spec §1, §6). */
  guestInfo: () => void;
  /** The flight item's extras changed in session storage (no new URL): the wizard reads them again. */
  extrasChanged: (next: UrlWizard) => void;
};

/**
 * The wizard's core (storefront spec §2, §4): the step list of the page's mode, the state read
 * from the URL (wizard-url.ts; every move pushes a history entry, so the browser's Back returns to
 * the previous step and a reload resumes), the page's search and the moves every part makes.
 */
export function useWizardCore(params: SearchParams): WizardCore {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const settings = useGlobalSettings();
  const search = useMemo(() => searchOnly(params), [params]);
  const state = useMemo(() => stateOf(params), [params]);
  const currency = getCurrency(settings?.defaultCurrency.code ?? 'EUR');
  // A flight's transfer is the wizard's, not the flight search's (GET search would ask for its hotel).
  // The excursions are asked of GET search/tours once their step is reached (tours-part.ts), not of GET search.
  const { excursions: _excursions, ...searched } = search;
  const { transfer: _transfer, transferHotelId: _transferHotel, transferHotelName: _transferHotelName, ...flightOnly } = searched;
  const searchParams = { ...(params.searchMode === 'flight' ? flightOnly : searched), currency };
  // A visitor's first search may have come with the page (lib/boot.ts): that query's cache entry
  // starts from it (only that query's: another search of the same page fetches).
  const searchUrl = urlOf('search', searchParams).search;
  const [fromBoot] = useState(() => ({ url: searchUrl, answer: takeBootSearch(searchUrl, !!session) as SearchAnswer | undefined }));
  const initialData = fromBoot.url === searchUrl ? fromBoot.answer : undefined;
  const result = useQuery({ ...searchQuery(searchParams), enabled: !!settings, initialData, initialDataUpdatedAt: boot.readAt });
  useEffect(() => {
    if (result.error) notifyError(result.error, 'common.couldNotLoad');
  }, [result.error]);
  const flightMode = state.searchMode === 'flight';
  const packageMode = state.searchMode === 'package';
  // A package flies a round trip (storefront spec §4: hotel, rooms, flight, fares per segment, extras, transfer, visa).
  const flies = flightMode || packageMode;
  const segments = flightMode ? (state.flightType === 'oneway' ? 1 : 2) : packageMode ? 2 : undefined;
  const steps = useMemo(
    () =>
      flightMode
        ? wizardSteps('flight', { rooms: 1, segments, transfer: !!state.transfer, visa: !!state.visa })
        : wizardSteps(packageMode ? 'package' : 'hotel', {
            rooms: state.rooms.length,
            transfer: !!state.transfer,
            visa: !!state.visa,
            excursions: !!state.excursions,
            segments,
          }),
    [flightMode, packageMode, segments, state.rooms.length, state.transfer, state.visa, state.excursions],
  );
  // The stored extras change on an extras step without a new URL: a tick reads them again.
  const [extrasTick, storedExtrasChanged] = useReducer((n: number) => n + 1, 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: extrasTick stands for the session storage readWizard reads
  const read = useMemo(() => readWizard(params, steps), [params, steps, extrasTick]);
  // A visitor cannot select (spec §6): a shared wizard URL shows them the hotel list.
  const wizard: UrlWizard = session ? read : { ...read, step: 0 };

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
  const latest = useRef<CoreMoves['backTo']>(() => undefined);
  latest.current = (index, how) => go(goBack(wizard, steps, index), how?.replace);
  const backTo = useCallback<CoreMoves['backTo']>((index, how) => latest.current(index, how), []);

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
  return {
    params,
    search,
    state,
    steps,
    wizard,
    settings,
    signedIn: !!session,
    currency,
    result,
    searchParams,
    flightMode,
    packageMode,
    flies,
    go,
    backTo,
    guestInfo,
    extrasChanged: (next) => {
      storeExtras(next);
      storedExtrasChanged();
    },
  };
}
