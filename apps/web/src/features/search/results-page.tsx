import { Alert, Badge, Button, Checkbox, Collapse, Container, Drawer, Grid, Group, Pagination, Paper, RangeSlider, Skeleton, Stack, Stepper, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type SearchFilters, STEP_LABELS, chooseHotel, chooseRoom, goBack, startWizard, wizardSteps } from '@travel/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCurrency, useSession } from '../../lib/session';
import { notifyError } from '../../ui/notify';
import { GuestBookingInfo } from './guest-booking-info';
import { globalSettingsQuery } from '../../lib/reference';
import { type SearchOption, searchQuery } from './api';
import { formatDate, formatMoney } from './format';
import { guestsSummary } from './guests-picker';
import { type HotelModal, HotelModals } from './hotel-modals';
import { HotelCard, RoomOptions } from './hotel-results';
import { PassengerDetails } from './passenger-details';
import { SearchForm } from './search-form';
import type { SearchParams } from './results-search';
import type { SearchState } from './search-state';

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

/** /search: results, filters and the booking wizard (storefront spec §2, §4). */
export function ResultsPage({ params }: { params: SearchParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const settings = useQuery(globalSettingsQuery).data;
  const state = useMemo(() => stateOf(params), [params]);
  const currency = getCurrency(settings?.defaultCurrency.code ?? 'EUR');
  const result = useQuery({ ...searchQuery({ ...params, currency }), enabled: !!settings });
  const steps = useMemo(() => wizardSteps('hotel', { rooms: state.rooms.length }), [state.rooms.length]);
  const [wizard, setWizard] = useState(() => startWizard<SearchOption>(state.rooms.length));
  const [modify, setModify] = useState(false);
  const [modal, setModal] = useState<HotelModal>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filters = parseJson<SearchFilters>(params.filters, {});
  useEffect(() => setWizard(startWizard<SearchOption>(state.rooms.length)), [state]);
  useEffect(() => {
    if (result.error) notifyError(result.error, 'common.couldNotLoad');
  }, [result.error]);

  // New filters start again from the first page of hotels.
  const setFilters = (next: SearchFilters) => void navigate({ to: '/search', search: { ...params, filters: JSON.stringify(next), page: undefined } });
  const setPage = (page: number) => {
    void navigate({ to: '/search', search: { ...params, page: page > 1 ? page : undefined } });
    window.scrollTo({ top: 0 });
  };
  // The room steps need every option of the chosen hotel; a results page carries the first ones.
  const chosen = useQuery({ ...searchQuery({ ...params, currency, page: undefined, hotelId: wizard.hotelId }), enabled: !!settings && !!wizard.hotelId });
  const hotel = chosen.data?.hotels.find((h) => h.id === wizard.hotelId);
  const step = steps[wizard.step]!;
  const total = wizard.rooms.reduce((sum, o) => sum + (o ? Number(o.price) : 0), 0);

  const select = (hotelId: number) => {
    if (!session) {
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
      return;
    }
    setWizard(chooseHotel(wizard, steps, hotelId));
  };

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

      <Stepper active={wizard.step} onStepClick={(i) => setWizard(goBack(wizard, steps, i))} allowNextStepsSelect={false} size="sm" mb="md">
        {steps.map((s) => (
          <Stepper.Step key={`${s.id}${s.room ?? ''}`} label={s.id === 'chooseRoom' && steps.filter((x) => x.id === 'chooseRoom').length > 1 ? `${STEP_LABELS[s.id]} ${s.room! + 1}` : STEP_LABELS[s.id]} />
        ))}
      </Stepper>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          {step.id === 'chooseHotel' ? (
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
                {wizard.rooms.map((o, i) =>
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
          {result.isLoading || (step.id === 'chooseRoom' && chosen.isLoading) ? (
            <Stack>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={160} radius="md" />
              ))}
            </Stack>
          ) : step.id === 'chooseHotel' ? (
            result.data?.hotels.length ? (
              <Stack gap="sm">
                {result.data.hotels.map((h) => (
                  <HotelCard key={h.id} hotel={h} onSelect={() => select(h.id)} onModal={setModal} />
                ))}
                {result.data.pagesCount > 1 && (
                  <Group justify="space-between" wrap="wrap">
                    <Text size="sm" c="dimmed">
                      {t('results.hotelsFound', { count: result.data.total })}
                    </Text>
                    <Pagination total={result.data.pagesCount} value={result.data.page} onChange={setPage} siblings={2} aria-label={t('results.pages')} />
                  </Group>
                )}
              </Stack>
            ) : (
              <Alert color="gray">{t('results.empty')}</Alert>
            )
          ) : step.id === 'chooseRoom' ? (
            hotel ? (
              <RoomOptions key={step.room} hotel={hotel} roomIndex={step.room!} startDate={state.startDate ?? ''} onChoose={(option) => setWizard(chooseRoom(wizard, steps, step.room!, option))} onModal={setModal} />
            ) : (
              <Alert color="red">{t('common.couldNotLoad')}</Alert>
            )
          ) : (
            <PassengerDetails search={state} options={wizard.rooms.filter((o): o is SearchOption => !!o)} />
          )}
        </Grid.Col>
      </Grid>
      <HotelModals modal={modal} onClose={() => setModal(null)} />
    </Container>
  );
}
