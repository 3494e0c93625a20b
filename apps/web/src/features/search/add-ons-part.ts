import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { chooseTransfer, chooseVisas } from '@travel/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../ui/notify';
import { chosenTransfer, visaChoicesOf, writeVisaPicks } from './add-ons';
import { transfersQuery, visasQuery } from './api';
import type { WizardParts } from './steps/step-props';
import type { WizardCore } from './wizard-core';

/**
 * The transfers' and visas' part of the wizard (storefront spec §4 point 4): their answers, asked
 * once their step is reached (a hotel's for the rooms chosen), the choices re-resolved from them,
 * and the moves that choose them.
 */
export function useAddOnsPart(core: WizardCore): WizardParts['addOns'] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { params, settings, signedIn, currency, wizard, steps, flightMode, state, go, backTo } = core;
  const transferStep = steps.findIndex((s) => s.id === 'chooseTransfer');
  const visaStep = steps.findIndex((s) => s.id === 'chooseVisa');
  const roomsChosen = wizard.rooms.every((o) => !!o);
  // A flight's transfer drives to the hotel its search named, one way or round trip as the flight flies.
  const transferHotelId = flightMode ? (params.transferHotelId ?? null) : wizard.hotelId;
  const transfers = useQuery({
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
    enabled: !!settings && signedIn && transferStep >= 0 && wizard.step >= transferStep && !!transferHotelId && (flightMode || roomsChosen),
  });
  const visas = useQuery({
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
    enabled: !!settings && signedIn && visaStep >= 0 && wizard.step >= visaStep,
  });
  const transfer = chosenTransfer(transfers.data, wizard.transfer);
  const visaChoices = visaChoicesOf(visas.data, wizard.visa);

  // A transfer or a visa type the fresh answer no longer offers: that step again, with why.
  const transferGone = transfers.isSuccess && !!wizard.transfer && wizard.transfer !== 'none' && !transfer;
  const visaGone = visas.isSuccess && !!wizard.visa && !visaChoices;
  useEffect(() => {
    if (transferGone) {
      notifyError(new Error(t('results.transferStep.gone')), 'common.couldNotLoad');
      backTo(transferStep, { replace: true });
    } else if (visaGone) {
      notifyError(new Error(t('results.visaStep.gone')), 'common.couldNotLoad');
      backTo(visaStep, { replace: true });
    }
  }, [transferGone, visaGone, transferStep, visaStep, t, backTo]);

  return {
    transfers: { data: transfers.data, isLoading: transfers.isLoading, error: transfers.error, refetch: () => void transfers.refetch() },
    visas: { data: visas.data, isLoading: visas.isLoading, error: visas.error, refetch: () => void visas.refetch() },
    transfer,
    visaChoices,
    moves: {
      chooseTransfer: (pick) => go(chooseTransfer(wizard, steps, pick)),
      // The Visa step's picks so far: kept in the URL (a reload keeps them), replacing the entry.
      setVisaPicks: (picks) => void navigate({ to: '/search', search: { ...params, visas: writeVisaPicks(picks) }, replace: true }),
      chooseVisas: (picks) => go(chooseVisas(wizard, steps, picks)),
    },
  };
}
