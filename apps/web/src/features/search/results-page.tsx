import { Alert, Container, Grid } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { SearchFilters } from '@travel/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddOnsPart } from './add-ons-part';
import { useFlightPart } from './flight-part';
import type { HotelModal } from './hotel-modals';
import { FiltersAside, SummaryAside } from './results-aside';
import { ResultsHeader } from './results-header';
import type { SearchParams } from './results-search';
import { parseJson } from './results-state';
import { useStayPart } from './stay-part';
import { useToursPart } from './tours-part';
import { Loading } from './steps/choose-hotel';
import { stepView } from './steps/registry';
import type { PartName, StepProps, WizardParts } from './steps/step-props';
import { useWizardCore } from './wizard-core';
import { WizardStepBar } from './wizard-step-bar';

/** The hotel's gallery, details, map and cancellation policy load when first opened (issue 17.4). */
const HotelModals = lazy(() => import('./hotel-modals').then((module) => ({ default: module.HotelModals })));

/**
 * /search: results, filters and the booking wizard (storefront spec §2, §4). A shell: the core
 * (wizard-core.tsx: the steps, the state in the URL, the page's search) and one part per product
 * with its own data and moves (stay-part.ts, flight-part.ts, add-ons-part.ts, tours-part.ts); the step's view
 * comes from the registry (steps/registry.ts) and is handed the parts it names only.
 */
export function ResultsPage({ params }: { params: SearchParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const core = useWizardCore(params);
  const [modal, setModal] = useState<HotelModal>(null);
  const [modalsUsed, setModalsUsed] = useState(false);
  if (modal && !modalsUsed) setModalsUsed(true);
  const parts: WizardParts = { stay: useStayPart(core, setModal), flight: useFlightPart(core), addOns: useAddOnsPart(core), tours: useToursPart(core) };
  const { steps, wizard, state, settings } = core;
  const [modify, setModify] = useState(false);
  // An empty result's 'Change the search': the search bar's form opened at the top, or the home page's form when the bar is off.
  const modifySearch = () => {
    if (settings?.modules.searchBar === false) return void navigate({ to: '/' });
    setModify(true);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  // New filters start again from the first page of hotels.
  const setFilters = (next: SearchFilters) => void navigate({ to: '/search', search: { ...params, filters: JSON.stringify(next), page: undefined } });

  const step = steps[wizard.step]!;
  const view = stepView(step.id);
  // The next step's code loads while this one is shown (steps/registry.ts).
  const nextStep = steps[wizard.step + 1]?.id;
  useEffect(() => {
    if (nextStep) void stepView(nextStep)?.preload?.();
  }, [nextStep]);
  // What the step reads: the core, the parts its view names, and their moves in one `moves`.
  const named = view?.parts.map((name) => [name, parts[name]] as const) ?? [];
  // The registry typed the view by the parts it names (view() in steps/registry.ts): it is handed those only.
  const props = {
    params,
    search: state,
    steps,
    step,
    state: wizard,
    onModifySearch: modifySearch,
    ...Object.fromEntries(named.map(([name, { moves: _moves, ...data }]) => [name, data])),
    moves: Object.assign({ backTo: core.backTo }, ...named.map(([, part]) => part.moves)),
  } as StepProps<PartName>;
  return (
    <Container size="xl" py="md">
      <ResultsHeader params={params} state={state} modify={modify} onModify={setModify} />
      <WizardStepBar steps={steps} current={wizard.step} onBack={core.backTo} />
      <Grid gap="md">
        {view?.aside !== 'none' && (
          // On a phone the booking summary follows the step (the choices come first), except on the
          // passenger step, where what is booked and its total come before CONFIRM BOOKING (issue 32);
          // the filters' button leads.
          <Grid.Col span={{ base: 12, md: 3 }} order={{ base: view?.aside === 'summary' && step.id !== 'passengerDetails' ? 2 : 1, md: 1 }}>
            {view?.aside !== 'summary' ? (
              <FiltersAside choices={parts.stay.results.data?.filters} filters={parseJson<SearchFilters>(params.filters, {})} onChange={setFilters} />
            ) : (
              <SummaryAside mode={state.searchMode} parts={parts} currency={core.currency} />
            )}
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: view?.aside === 'none' ? 12 : 9 }} order={{ base: 1, md: 2 }}>
          {view ? (
            <Suspense fallback={<Loading />}>
              <view.component {...props} />
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
