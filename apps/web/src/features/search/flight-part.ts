import { useQuery } from '@tanstack/react-query';
import { chooseFare, chooseFlight, finishExtrasStep, setFlightExtras } from '@travel/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { notifyError } from '../../ui/notify';
import { flightAnswer, flightDetailsQuery, searchQuery } from './api';
import { chosenFares, flightChoiceOf, flightItemOf } from './flight-wizard';
import { packageFlightSearch } from './package-wizard';
import type { WizardParts } from './steps/step-props';
import type { WizardCore } from './wizard-core';

/** A flight-details refusal (expired, altered or sold-out claim): the flight is chosen again. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The flights' part of the wizard (flight and package modes): the flights to choose from (the
 * page's search, or a package's own round trip for the whole party), the chosen flight's fares per
 * segment, the flight item once every segment has one, and the moves that choose them.
 */
export function useFlightPart(core: WizardCore): WizardParts['flight'] {
  const { t } = useTranslation();
  const { params, settings, signedIn, currency, wizard, steps, result, packageMode, flies, go, backTo } = core;
  // A package's flights: its own flight search, asked from Choose Flight on.
  const flightStep = Math.max(
    0,
    steps.findIndex((s) => s.id === 'chooseFlight'),
  );
  const packageFlights = useQuery({
    ...searchQuery({ ...packageFlightSearch(params), currency }),
    enabled: packageMode && !!settings && signedIn && wizard.step >= flightStep,
  });
  const answer = packageMode
    ? { data: flightAnswer(packageFlights.data), isLoading: packageFlights.isLoading }
    : { data: flightAnswer(result.data), isLoading: result.isLoading };
  const detailsQuery = useQuery({ ...flightDetailsQuery(wizard.flight?.hash ?? ''), enabled: flies && signedIn && !!wizard.flight });
  const details = detailsQuery.data?.flights.find((f) => f.id === wizard.flight?.id);
  const fares = details && wizard.flight ? chosenFares(details, wizard.flight.fares) : [];

  // A flight whose claim the server refuses, or a fare it no longer offers: choose again, with why.
  const refused = isRefusal(detailsQuery.error) ? detailsQuery.error : null;
  const gone = detailsQuery.isSuccess && (!details || fares.some((f, i) => !f && wizard.flight?.fares[i] != null));
  useEffect(() => {
    if (refused) {
      notifyError(refused, 'common.couldNotLoad');
      backTo(flightStep, { replace: true });
    } else if (gone) {
      notifyError(new Error(t('wizard.flightGone')), 'common.couldNotLoad');
      backTo(flightStep, { replace: true });
    }
  }, [refused, gone, flightStep, t, backTo]);

  return {
    answer,
    details: { data: details, isLoading: detailsQuery.isLoading },
    fares,
    choice: details && wizard.flight ? flightChoiceOf(details, wizard.flight.fares) : null,
    item: details && wizard.flight ? flightItemOf(details, wizard.flight.fares, wizard.flight.extras) : null,
    moves: {
      chooseFlight: (flight) => (signedIn ? go(chooseFlight(wizard, steps, { id: flight.id, hash: flight.hash })) : core.guestInfo()),
      chooseFare: (segment, fareId) => go(chooseFare(wizard, steps, segment, fareId)),
      setExtras: (extras) => core.extrasChanged(setFlightExtras(wizard, extras)),
      finishExtras: () => go(finishExtrasStep(wizard, steps)),
    },
  };
}
