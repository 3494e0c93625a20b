import { useQuery } from '@tanstack/react-query';
import { chooseExcursions } from '@travel/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../ui/notify';
import { toursQuery } from './api';
import type { WizardParts } from './steps/step-props';
import { chosenTours, readTourPicks, writeTourPicks } from './tour-picks';
import type { WizardCore } from './wizard-core';

/**
 * The excursions' part of the wizard (issue 28: tours sold with a stay): the stay's tours, asked
 * once the Excursions step is reached, the chosen ones re-resolved from them, and the move that
 * chooses them. A tour or a day the fresh answer no longer offers sends the agent back to the step.
 */
export function useToursPart(core: WizardCore): WizardParts['tours'] {
  const { t } = useTranslation();
  const { params, settings, signedIn, currency, wizard, steps, go, backTo } = core;
  const step = steps.findIndex((s) => s.id === 'chooseExcursions');
  const tours = useQuery({
    ...toursQuery({ toId: params.toId ?? 0, startDate: params.startDate ?? '', endDate: params.endDate ?? '', rooms: params.rooms, currency }),
    enabled: !!settings && signedIn && step >= 0 && wizard.step >= step && !!params.toId,
  });
  const chosen = wizard.tours === null ? null : chosenTours(tours.data?.entities, readTourPicks(wizard.tours));
  const gone = tours.isSuccess && wizard.tours !== null && !chosen;
  useEffect(() => {
    if (gone) {
      notifyError(new Error(t('results.excursionsStep.gone')), 'common.couldNotLoad');
      backTo(step, { replace: true });
    }
  }, [gone, step, t, backTo]);
  return {
    tours: { data: tours.data, isLoading: tours.isLoading, error: tours.error, refetch: () => void tours.refetch() },
    chosenTours: chosen,
    moves: { chooseExcursions: (picks) => go(chooseExcursions(wizard, steps, writeTourPicks(picks))) },
  };
}
