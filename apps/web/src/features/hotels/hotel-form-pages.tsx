import { Skeleton, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { type Hotel, hotelCreateRequestSchema } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../ui/notify';
import { EntityForm } from '../../ui/entity-form';
import { EntityTabs } from '../../ui/entity-tabs';
import { Page } from '../../ui/page';
import { useTabChecks } from '../../ui/tab-checks';
import { useMe } from '../../lib/auth';
import { useDeleteHotelPart, useHotel, useSaveHotel } from './api';
import { HotelInfoFields, type ImagesState } from './hotel-info-fields';
import { emptyInfo, hotelFormData, type InfoValues, infoOf, infoWire, pricingRefusalOf, type TabsState, tabsOf, tabsWire } from './hotel-model';
import { OffersTab } from './offers-tab';
import { AllotmentTab, allotmentProblems, PricingTab, pricingProblems, useHotelMealOptions } from './pricing-tab';
import { CancellationRulesTab, RoomsTab } from './rooms-tab';

const useCanPrice = () => useMe().data?.permissions.includes('hotelPricing') ?? false;

function useInfoForm(initial: InfoValues, canPrice: boolean) {
  return useForm<InfoValues>({
    initialValues: initial,
    validate: (values) => schemaResolver(hotelCreateRequestSchema, { sync: true })(infoWire(values, canPrice)),
  });
}

/** /hotels/add: the Info tab only; a saved hotel opens on its edit page, in place of the add page (issue 32). */
export function HotelAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canPrice = useCanPrice();
  const save = useSaveHotel();
  const form = useInfoForm(emptyInfo, canPrice);
  const [images, setImages] = useState<ImagesState>({ mainImage: null, currentMain: null, keep: [], newImages: [] });
  return (
    <Page title={t('hotels.addHotel')} crumbs={[{ label: t('nav.hotels'), link: { to: '/hotels' } }, { label: t('hotels.addHotel') }]}>
      <EntityForm
        validate={() => !form.validate().hasErrors}
        save={() => save.mutateAsync({ form: hotelFormData(infoWire(form.values, canPrice), { mainImage: images.mainImage, newImages: images.newImages }) })}
        onSaved={(hotel) => void navigate({ to: '/hotels/$id/edit', params: { id: hotel.id }, replace: true })}
      >
        {/* An unsaved hotel has only its Info tab (spec §2). */}
        <EntityTabs
          value="info"
          onChange={() => undefined}
          tabs={[
            { value: 'info', label: t('hotels.tabs.info'), panel: <HotelInfoFields form={form} images={images} onImages={setImages} canPrice={canPrice} /> },
          ]}
        />
      </EntityForm>
    </Page>
  );
}

/** /hotels/{id}/edit: Info, Room types, Pricing, Offers/Stop sales, Allotment, Cancellation rules. */
export function HotelEditPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const hotel = useHotel(id);
  return (
    <Page title={t('hotels.editHotel')} crumbs={[{ label: t('nav.hotels'), link: { to: '/hotels' } }, { label: t('hotels.editHotel') }]}>
      {hotel.data ? (
        <HotelEditor key={hotel.dataUpdatedAt} hotel={hotel.data} />
      ) : hotel.error ? (
        <Text c="red">{t('common.couldNotSave')}</Text>
      ) : (
        <Skeleton height={480} radius="md" />
      )}
    </Page>
  );
}

function HotelEditor({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation();
  const canPrice = useCanPrice();
  const save = useSaveHotel();
  const removePart = useDeleteHotelPart();
  const meals = useHotelMealOptions(hotel);
  const form = useInfoForm(infoOf(hotel), canPrice);
  const [images, setImages] = useState<ImagesState>({ mainImage: null, currentMain: hotel.mainImage, keep: hotel.images, newImages: [] });
  const [tabs, setTabs] = useState<TabsState>(() => tabsOf(hotel));
  const { tab, setTab, showErrors: showGridErrors, validate } = useTabChecks('info');
  const [pricingRefusal, setPricingRefusal] = useState<ReturnType<typeof pricingRefusalOf>>(null);
  const deletePart = (path: string) =>
    removePart.mutate(path, { onSuccess: () => notifySuccess(t('common.deleted')), onError: (e) => notifyError(e, 'common.couldNotDelete') });

  const checks = () => [
    { tab: 'info', refused: () => form.validate().hasErrors },
    { tab: 'pricing', showsErrors: true, refused: () => canPrice && pricingProblems(hotel, tabs.pricing, meals, t).length > 0 },
    { tab: 'allotment', showsErrors: true, refused: () => canPrice && allotmentProblems(hotel, tabs.allotments, t).length > 0 },
  ];

  return (
    <EntityForm
      validate={() => validate(checks())}
      save={() =>
        save.mutateAsync({
          id: hotel.id,
          form: hotelFormData(
            { ...infoWire(form.values, canPrice), ...(canPrice ? tabsWire(hotel, tabs) : {}) },
            { mainImage: images.mainImage, newImages: images.newImages, keepImages: images.keep },
            'PUT',
          ),
        })
      }
      onRefused={(error) => {
        // A pricing cell the server refused (a stay restriction, issue 33): the tab opens and its sentence shows under the cell's grid.
        const refused = error instanceof Error ? pricingRefusalOf(error.message, hotel, tabs.pricing) : null;
        setPricingRefusal(refused);
        if (refused) setTab('pricing');
      }}
      // The edit screen stays and reloads from the response (spec §4).
    >
      <EntityTabs
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'info', label: t('hotels.tabs.info'), panel: <HotelInfoFields form={form} images={images} onImages={setImages} canPrice={canPrice} /> },
          {
            value: 'rooms',
            label: t('hotels.tabs.rooms'),
            hidden: !canPrice,
            panel: <RoomsTab hotel={hotel} onDelete={(roomId) => deletePart(`hotels/${hotel.id}/rooms/${roomId}`)} />,
          },
          {
            value: 'pricing',
            label: t('hotels.tabs.pricing'),
            hidden: !canPrice,
            panel: (
              <PricingTab
                hotel={hotel}
                rows={tabs.pricing}
                showErrors={showGridErrors}
                refusal={pricingRefusal}
                onChange={(pricing) => {
                  setTabs({ ...tabs, pricing });
                  setPricingRefusal(null);
                }}
                onDeleteSaved={(pid) => deletePart(`hotels/room-pricing/${pid}`)}
              />
            ),
          },
          {
            value: 'offers',
            label: t('hotels.tabs.offers'),
            hidden: !canPrice,
            panel: (
              <OffersTab
                hotel={hotel}
                offers={tabs.offers}
                onChange={(offers) => setTabs({ ...tabs, offers })}
                onDeleteSaved={(oid) => deletePart(`hotels/offers/${oid}`)}
              />
            ),
          },
          {
            value: 'allotment',
            label: t('hotels.tabs.allotment'),
            hidden: !canPrice,
            panel: (
              <AllotmentTab hotel={hotel} rows={tabs.allotments} showErrors={showGridErrors} onChange={(allotments) => setTabs({ ...tabs, allotments })} />
            ),
          },
          {
            value: 'rules',
            label: t('hotels.tabs.rules'),
            hidden: !canPrice,
            panel: (
              <CancellationRulesTab hotel={hotel} rows={tabs.cancellationRules} onChange={(cancellationRules) => setTabs({ ...tabs, cancellationRules })} />
            ),
          },
        ]}
      />
    </EntityForm>
  );
}
