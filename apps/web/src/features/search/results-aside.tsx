import { Button, Paper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SearchFilters, SearchMode } from '@travel/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transferLine, visaItemsOf, visaLines } from './add-ons';
import type { SearchResult } from './api';
import { FlightSummary } from './flight-summary';
import { formatDate } from './format';
import { ResultsFilters } from './results-filters';
import { StaySummary } from './stay-summary';
import { tourLines } from './tour-picks';
import type { WizardParts } from './steps/step-props';

/** On a phone the filters open in a drawer (ui.md), loaded when first opened (issue 17.4); once loaded it stays, so it closes with its transition. */
const FiltersDrawer = lazy(() => import('./filters-drawer'));

/** The hotel list's filters: a column on a wide screen, a drawer behind a button on a phone. */
export function FiltersAside({
  choices,
  filters,
  onChange,
}: {
  choices?: SearchResult['filters'];
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (open && !drawerUsed) setDrawerUsed(true);
  // Mantine's md breakpoint, where the filter column shows (visibleFrom="md").
  const wideScreen = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const controls = <ResultsFilters choices={choices} filters={filters} onChange={onChange} />;
  return (
    <>
      {/* Rendered only where shown: a phone's first paint does not wait for controls it hides (issue 17.4). */}
      {wideScreen && (
        <Paper withBorder radius="md" p="md" component="aside" aria-label={t('results.filters')} visibleFrom="md">
          {controls}
        </Paper>
      )}
      <Button variant="default" fullWidth hiddenFrom="md" onClick={() => setOpen(true)}>
        {t('results.filters')}
      </Button>
      {drawerUsed && (
        <Suspense fallback={null}>
          <FiltersDrawer opened={open} onClose={() => setOpen(false)} title={t('results.filters')}>
            {controls}
          </FiltersDrawer>
        </Suspense>
      )}
    </>
  );
}

/** The booking summary beside a step: what is chosen so far, each item and extra on its line, and the total (issue 32). */
export function SummaryAside({ mode, parts, currency }: { mode: SearchMode; parts: WizardParts; currency: string }) {
  const { t } = useTranslation();
  const { stay, flight, addOns, tours } = parts;
  const transfer = addOns.transfer ? transferLine(addOns.transfer) : null;
  const visas = visaLines(addOns.visas.data, visaItemsOf(addOns.visaChoices));
  const details = flight.details.data;
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label={t('results.summary')} style={{ position: 'sticky', top: 12 }}>
      {mode === 'flight' ? (
        <FlightSummary details={details} fares={flight.fares} item={flight.item} transfer={transfer} visas={visas} />
      ) : (
        <StaySummary
          hotelName={stay.hotel.data?.name}
          chosen={stay.chosen}
          flight={mode === 'package' && details ? { details, fares: flight.fares, item: flight.item } : undefined}
          transfer={transfer}
          visas={visas}
          excursions={tourLines(tours.chosenTours, formatDate)}
          currency={stay.results.data?.currency ?? currency}
        />
      )}
    </Paper>
  );
}
