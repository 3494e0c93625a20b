import { Alert, Badge, Button, Checkbox, Collapse, Container, Drawer, Grid, Group, Paper, RangeSlider, Stack, Stepper, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { chooseHotel, chooseRoom, goBack, type SearchFilters, STEP_LABELS, stepKey, sumMoney, wizardSteps } from '@travel/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { globalSettingsQuery } from '../../lib/reference';
import { getCurrency, useSession } from '../../lib/session';
import { notifyError } from '../../ui/notify';
import { searchQuery } from './api';
import { formatDate, formatMoney } from './format';
import { GuestBookingInfo } from './guest-booking-info';
import { guestsSummary } from './guests-picker';
import { type HotelModal, HotelModals } from './hotel-modals';
import type { SearchParams } from './results-search';
import { SearchForm } from './search-form';
import type { SearchState } from './search-state';
import { stepView } from './steps/registry';
import type { WizardMoves } from './steps/step-props';
import { readWizard, searchOnly, type UrlWizard, wizardParams } from './wizard-url';

const parseJson = <T,>(text: string | undefined, fallback: T): T => {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};

/** The search the query string describes, for the summary bar and 'Modify Search'. */
function stateOf(params: SearchParams): SearchState {
  const rooms = parseJson<Record<string, { adults: number; childrenAges: number[] }>>(params.rooms, {});
  return {
    searchMode: 'hotel',
    toId: params.toId ?? null,
    toName: params.toName ?? '',
    nationalityId: params.nationalityId ?? null,
    startDate: params.startDate ?? null,
    endDate: params.endDate ?? null,
    rooms: Object.keys(rooms)
      .sort()
      .map((k) => ({ adults: rooms[k]!.adults, children: rooms[k]!.childrenAges.length, childrenAges: rooms[k]!.childrenAges })),
  };
}

/**
 * /search: results, filters and the booking wizard (storefront spec §2, §4). The wizard's step
 * and choices are the URL's (wizard-url.ts): every move pushes a history entry, so the browser's
 * Back returns to the previous step and a reload resumes; the step's view comes from the registry.
 */
export function ResultsPage({ params }: { params: SearchParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const settings = useQuery(globalSettingsQuery).data;
  const search = useMemo(() => searchOnly(params), [params]);
  const state = useMemo(() => stateOf(params), [params]);
  const currency = getCurrency(settings?.defaultCurrency.code ?? 'EUR');
  const result = useQuery({ ...searchQuery({ ...search, currency }), enabled: !!settings });
  const steps = useMemo(() => wizardSteps('hotel', { rooms: state.rooms.length }), [state.rooms.length]);
  const read = useMemo(() => readWizard(params, steps), [params, steps]);
  // A visitor cannot select (spec §6): a shared wizard URL shows them the hotel list.
  const wizard: UrlWizard = session ? read : { ...read, step: 0 };
  const [modify, setModify] = useState(false);
  const [modal, setModal] = useState<HotelModal>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filters = parseJson<SearchFilters>(params.filters, {});
  useEffect(() => {
    if (result.error) notifyError(result.error, 'common.couldNotLoad');
  }, [result.error]);

  // New filters start again from the first page of hotels.
  const setFilters = (next: SearchFilters) => void navigate({ to: '/search', search: { ...params, filters: JSON.stringify(next), page: undefined } });
  // The room steps need every option of the chosen hotel; a results page carries the first ones.
  const hotelQuery = useQuery({ ...searchQuery({ ...search, currency, page: undefined, hotelId: wizard.hotelId }), enabled: !!settings && !!session && !!wizard.hotelId });
  const hotel = hotelQuery.data?.hotels.find((h) => h.id === wizard.hotelId);
  const chosen = wizard.rooms.map((o, i) => (o && hotel?.rooms[i]?.options.find((x) => x.id === o.id)) || null);
  const step = steps[wizard.step]!;
  const view = stepView(step.id);
  const total = sumMoney(chosen.filter((o) => !!o).map((o) => o.price)) ?? '0';

  const go = (next: UrlWizard, replace = false) => {
    void navigate({ to: '/search', search: { ...params, ...wizardParams(next, steps) }, replace });
    window.scrollTo({ top: 0 });
  };
  const guestInfo = () => {
    // Selecting needs a login: the guest modal titled 'Info' explains how (spec §1), with the
    // admin-editable 'guest-booking-info' article, or this text when it cannot be loaded.
    const modalId = modals.open({
      title: t('results.info'),
      closeButtonProps: { 'aria-label': t('content.close') },
      children: (
        <GuestBookingInfo
          fallback={t('results.guestInfo')}
          onNavigate={(to) => {
            modals.close(modalId);
            void navigate({ href: to });
          }}
        />
      ),
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
  };

  // A chosen hotel or option the fresh search no longer offers: choose it again (no dead end).
  const gone = hotelQuery.isSuccess ? (hotel ? wizard.rooms.findIndex((o, i) => !!o && !chosen[i]) : wizard.hotelId ? -2 : -1) : -1;
  const latest = useRef(moves);
  latest.current = moves;
  useEffect(() => {
    if (gone === -1) return;
    notifyError(new Error(t('wizard.optionGone')), 'common.couldNotLoad');
    latest.current.backTo(gone === -2 ? 0 : steps.findIndex((s) => s.id === 'chooseRoom' && s.room === gone), { replace: true });
  }, [gone, steps, t]);

  const priceFilter = result.data?.filters.price;
  const filterControls = (
    <Stack gap="md">
      {priceFilter && priceFilter.min !== priceFilter.max && (
        <div>
          <Text size="sm" fw={600} mb={6}>
            {t('results.price')} ({priceFilter.currency})
          </Text>
          <RangeSlider
            min={priceFilter.min}
            max={priceFilter.max}
            defaultValue={[filters.price?.min ?? priceFilter.min, filters.price?.max ?? priceFilter.max]}
            onChangeEnd={([min, max]) => setFilters({ ...filters, price: { min, max } })}
            label={(v) => formatMoney(v, priceFilter.currency)}
            thumbFromLabel={t('results.priceFrom')}
            thumbToLabel={t('results.priceTo')}
          />
        </div>
      )}
      <Checkbox.Group
        label={t('results.hotelCategories')}
        value={Object.keys(filters.hotelCategories ?? {})}
        onChange={(ids) => setFilters({ ...filters, hotelCategories: Object.fromEntries(ids.map((id) => [id, 1])) })}
      >
        <Stack gap={6} mt={6}>
          {result.data?.filters.hotelCategories.map((c) => (
            <Checkbox key={c.id} value={String(c.id)} label={c.title} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Checkbox.Group label={t('results.mealTypes')} value={Object.keys(filters.mealTypes ?? {})} onChange={(ids) => setFilters({ ...filters, mealTypes: Object.fromEntries(ids.map((id) => [id, 1])) })}>
        <Stack gap={6} mt={6}>
          {result.data?.filters.mealTypes.map((m) => (
            <Checkbox key={m.id} value={String(m.id)} label={m.title} />
          ))}
        </Stack>
      </Checkbox.Group>
    </Stack>
  );
  return (
    <Container size="xl" py="md">
      <Paper withBorder radius="md" p="sm" mb="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="md" wrap="wrap">
            <Badge size="lg" variant="light">
              {t('search.modes.hotel')}
            </Badge>
            <Text fw={600}>{state.toName}</Text>
            <Text>
              {formatDate(state.startDate)} – {formatDate(state.endDate)}
            </Text>
            <Text c="dimmed">
              {guestsSummary(t, state.rooms)}
            </Text>
          </Group>
          <Button variant="light" onClick={() => setModify((m) => !m)} aria-expanded={modify}>
            {t('results.modifySearch')}
          </Button>
        </Group>
        <Collapse expanded={modify}>
          <div style={{ marginTop: 12 }}>
            <SearchForm key={JSON.stringify(params)} initial={state} onSearched={() => setModify(false)} />
          </div>
        </Collapse>
      </Paper>

      <Stepper active={wizard.step} onStepClick={moves.backTo} allowNextStepsSelect={false} size="sm" mb="md">
        {steps.map((s) => (
          <Stepper.Step key={stepKey(s)} label={s.id === 'chooseRoom' && steps.filter((x) => x.id === 'chooseRoom').length > 1 ? `${STEP_LABELS[s.id]} ${s.room! + 1}` : STEP_LABELS[s.id]} />
        ))}
      </Stepper>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          {view?.aside !== 'summary' ? (
            <>
              <Paper withBorder radius="md" p="md" component="aside" aria-label={t('results.filters')} visibleFrom="md">
                {filterControls}
              </Paper>
              {/* On a phone the filters open in a drawer (ui.md). */}
              <Button variant="default" fullWidth hiddenFrom="md" onClick={() => setFiltersOpen(true)}>
                {t('results.filters')}
              </Button>
              <Drawer opened={filtersOpen} onClose={() => setFiltersOpen(false)} title={t('results.filters')} position="left" size="85%">
                {filterControls}
              </Drawer>
            </>
          ) : (
            <Paper withBorder radius="md" p="md" component="aside" aria-label={t('results.summary')} style={{ position: 'sticky', top: 12 }}>
              <Stack gap="xs">
                <Title order={2} fz="md">
                  {t('results.summary')}
                </Title>
                <Text fw={600}>{hotel?.name}</Text>
                {chosen.map((o, i) =>
                  o ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rooms are positional
                    <Group key={i} justify="space-between" wrap="nowrap">
                      <Text size="sm">
                        {t('search.roomN', { n: i + 1 })}: {o.roomType.title}, {o.mealType.title}
                      </Text>
                      <Text size="sm">{o.price}</Text>
                    </Group>
                  ) : null,
                )}
                <Group justify="space-between">
                  <Text fw={700}>{t('results.total')}</Text>
                  <Text fw={700}>{formatMoney(total, result.data?.currency ?? currency)}</Text>
                </Group>
              </Stack>
            </Paper>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {view ? (
            <view.component
              params={params}
              search={state}
              steps={steps}
              step={step}
              state={wizard}
              results={{ data: result.data, isLoading: result.isLoading }}
              hotel={{ data: hotel, isLoading: hotelQuery.isLoading }}
              chosen={chosen}
              moves={moves}
              onModal={setModal}
            />
          ) : (
            <Alert color="gray">{t('common.couldNotLoad')}</Alert>
          )}
        </Grid.Col>
      </Grid>
      <HotelModals modal={modal} onClose={() => setModal(null)} />
    </Container>
  );
}
