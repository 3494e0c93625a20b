import { Skeleton, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { type Flight, flightCreateRequestSchema } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../../ui/entity-form';
import { EntityTabs } from '../../ui/entity-tabs';
import { notifyError, notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/page';
import { useTabChecks } from '../../ui/tab-checks';
import { type FlightPart, useDeleteFlightPart, useFlight, useSaveFlight } from './api';
import { ExtrasTab } from './extras-tab';
import { FarePricingTab, FaresTab, pricingProblems } from './fares-tab';
import { FlightInfoFields } from './flight-info-fields';
import {
  emptyInfo,
  fareRefusalOf,
  faresWire,
  type InfoValues,
  infoOf,
  infoWire,
  segmentsWire,
  type TabsState,
  segmentPathsByDirection,
  tabOfRefusal,
  tabsOf,
} from './flight-model';
import { ScheduleTab } from './schedule-tab';
import { SeatMapTab } from './seat-map-tab';
import { seatMapProblems } from './seat-map-model';

// The contract names the airline's fields inside its JSON part; the form holds them flat.
const FIELD_OF: Record<string, string> = { 'airline.name': 'airlineName', 'airline.code': 'airlineCode' };

function useInfoForm(initial: InfoValues) {
  return useForm<InfoValues>({
    initialValues: initial,
    validate: (values) => {
      const checked = flightCreateRequestSchema.safeParse(infoWire(values));
      if (checked.success) return {};
      return Object.fromEntries(checked.error.issues.map((i) => [FIELD_OF[i.path.join('.')] ?? i.path.join('.'), i.message]));
    },
  });
}

const crumbs = (t: (k: string) => string, label: string) => [{ label: t('flights.nav.flights'), link: { to: '/flights' as const } }, { label }];

/** /flights/add: the Info tab only; a saved flight opens on its edit page, in place of the add page (issue 32). */
export function FlightAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveFlight();
  const form = useInfoForm(emptyInfo);
  const [logo, setLogo] = useState<File | null>(null);
  return (
    <Page title={t('flights.addFlight')} crumbs={crumbs(t, t('flights.addFlight'))}>
      <EntityForm
        validate={() => !form.validate().hasErrors}
        save={() => save.mutateAsync({ form: { fields: infoWire(form.values), files: { airlineLogo: logo } } })}
        onSaved={(flight) => void navigate({ to: '/flights/$id/edit', params: { id: flight.id }, replace: true })}
      >
        <EntityTabs
          value="info"
          onChange={() => undefined}
          tabs={[
            { value: 'info', label: t('flights.tabs.info'), panel: <FlightInfoFields form={form} logo={{ current: null, file: logo }} onLogo={setLogo} /> },
          ]}
        />
      </EntityForm>
    </Page>
  );
}

/** /flights/{id}/edit: Info, Schedule, Seat map, Extras, Fares and Pricing; stays and reloads from the response. */
export function FlightEditPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const flight = useFlight(id);
  return (
    <Page title={t('flights.editFlight')} crumbs={crumbs(t, t('flights.editFlight'))}>
      {flight.data ? (
        <FlightEditor key={flight.dataUpdatedAt} flight={flight.data} />
      ) : flight.error ? (
        <Text c="red">{t('common.couldNotLoad')}</Text>
      ) : (
        <Skeleton height={480} radius="md" />
      )}
    </Page>
  );
}

function FlightEditor({ flight }: { flight: Flight }) {
  const { t } = useTranslation();
  const save = useSaveFlight();
  const removePart = useDeleteFlightPart();
  const form = useInfoForm(infoOf(flight));
  const [logo, setLogo] = useState<File | null>(null);
  const [tabs, setTabs] = useState<TabsState>(() => tabsOf(flight));
  const { tab, setTab, showErrors: refused, validate } = useTabChecks('info');
  // A pricing row the server refused (an overlapping period, issue 32): its sentence shows under that fare's grid until the periods change.
  const [pricingRefusal, setPricingRefusal] = useState<ReturnType<typeof fareRefusalOf>>(null);
  const currency = form.values.defaultCurrency || flight.defaultCurrency;
  const deletePart = (part: FlightPart) =>
    removePart.mutate(part, { onSuccess: () => notifySuccess(t('common.deleted')), onError: (e) => notifyError(e, 'common.couldNotDelete') });

  const checks = () => [
    { tab: 'info', refused: () => form.validate().hasErrors },
    {
      tab: 'seatMap',
      showsErrors: true,
      refused: () => Object.values(tabs.segments).some((s) => (s?.legs ?? []).some((leg) => leg.seatMap && seatMapProblems(leg.seatMap).length > 0)),
    },
    { tab: 'pricing', showsErrors: true, refused: () => pricingProblems(flight, tabs.pricing, t).length > 0 },
  ];

  return (
    <EntityForm
      validate={() => validate(checks())}
      save={() =>
        save.mutateAsync({
          id: flight.id,
          form: {
            fields: {
              ...infoWire(form.values, flight.airline?.logo ?? null),
              segments: segmentsWire(tabs.segments),
              fares: faresWire(flight.fares, tabs.pricing),
            },
            files: { airlineLogo: logo },
          },
        })
      }
      // "segments.1.legs.0…" is the return's first leg in words (issue 32).
      namePaths={(message) => segmentPathsByDirection(message, tabs.segments)}
      onRefused={(error) => {
        const refusedTab = error instanceof Error ? tabOfRefusal(error.message) : null;
        if (refusedTab) setTab(refusedTab);
        setPricingRefusal(error instanceof Error ? fareRefusalOf(error.message, flight.fares, tabs.pricing) : null);
      }}
      // The edit screen stays and reloads from the response (spec §4): the new dataUpdatedAt remounts the editor.
    >
      <EntityTabs
        value={tab}
        onChange={setTab}
        tabs={[
          {
            value: 'info',
            label: t('flights.tabs.info'),
            panel: <FlightInfoFields form={form} logo={{ current: flight.airline?.logo ?? null, file: logo }} onLogo={setLogo} />,
          },
          {
            value: 'schedule',
            label: t('flights.tabs.schedule'),
            panel: <ScheduleTab segments={tabs.segments} info={form.values} onChange={(segments) => setTabs({ ...tabs, segments })} />,
          },
          {
            value: 'seatMap',
            label: t('flights.tabs.seatMap'),
            panel: <SeatMapTab segments={tabs.segments} currency={currency} showErrors={refused} onChange={(segments) => setTabs({ ...tabs, segments })} />,
          },
          {
            value: 'extras',
            label: t('flights.tabs.extras'),
            panel: <ExtrasTab segments={tabs.segments} currency={currency} onChange={(segments) => setTabs({ ...tabs, segments })} />,
          },
          {
            value: 'fares',
            label: t('flights.tabs.fares'),
            panel: <FaresTab flight={flight} onDelete={(fareId) => deletePart({ kind: 'fare', flightId: flight.id, id: fareId })} />,
          },
          {
            value: 'pricing',
            label: t('flights.tabs.pricing'),
            panel: (
              <FarePricingTab
                flight={flight}
                rows={tabs.pricing}
                currency={currency}
                showErrors={refused}
                refusal={pricingRefusal}
                onChange={(pricing) => {
                  setTabs({ ...tabs, pricing });
                  setPricingRefusal(null);
                }}
                onDeleteSaved={(pricingId) => deletePart({ kind: 'pricing', id: pricingId })}
              />
            ),
          },
        ]}
      />
    </EntityForm>
  );
}
