import { Skeleton, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { type Tour, tourInputSchema } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../../ui/entity-form';
import { Page } from '../../ui/page';
import { useSaveTour, useTour } from './api';
import { TourFields } from './tour-fields';
import { emptyTour, type TourValues, tourValuesOf, tourWire } from './tour-model';

const FIELDS = ['name', 'price', 'priceChild', 'currency', 'freeCancellationDays', 'location', 'description', 'note'];

function useTourForm(initial: TourValues) {
  return useForm<TourValues>({
    initialValues: initial,
    validate: (values) => {
      const checked = tourInputSchema.safeParse(tourWire(values));
      if (checked.success) return {};
      return Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message]));
    },
  });
}

/** A server refusal names the field ('price: ...'): shown under it too. */
function showRefusal(form: ReturnType<typeof useTourForm>, error: unknown) {
  const match = error instanceof Error ? /^(\w+): (.*)$/.exec(error.message) : null;
  if (match && FIELDS.includes(match[1]!)) form.setFieldError(match[1]!, match[2]!);
}

const crumbs = (t: (k: string) => string, label: string) => [{ label: t('tours.nav.tours'), link: { to: '/tours' as const } }, { label }];

/** /tours/add: breadcrumb Tours > Add tour; a saved tour opens on its edit page, in place of the add page (issue 32). */
export function TourAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveTour();
  const form = useTourForm(emptyTour());
  const [image, setImage] = useState<File | null>(null);
  return (
    <Page title={t('tours.addTour')} crumbs={crumbs(t, t('tours.addTour'))}>
      <EntityForm
        validate={() => !form.validate().hasErrors}
        save={() => save.mutateAsync({ form: { fields: tourWire(form.values), files: { mainImage: image } } })}
        onRefused={(error) => showRefusal(form, error)}
        onSaved={(tour) => void navigate({ to: '/tours/$id/edit', params: { id: tour.id }, replace: true })}
      >
        <TourFields form={form} image={{ current: null, file: image }} onImage={setImage} />
      </EntityForm>
    </Page>
  );
}

/** /tours/{id}/edit: the same fields; stays on the page and shows what was stored (spec §4). */
export function TourEditPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const tour = useTour(id);
  return (
    <Page title={t('tours.editTour')} crumbs={crumbs(t, t('tours.editTour'))}>
      {tour.data ? (
        // The save puts the stored tour in the cache: the form starts again from it.
        <TourEditor key={tour.dataUpdatedAt} tour={tour.data} />
      ) : tour.error ? (
        <Text c="red">{t('common.couldNotLoad')}</Text>
      ) : (
        <Skeleton height={480} radius="md" />
      )}
    </Page>
  );
}

function TourEditor({ tour }: { tour: Tour }) {
  const save = useSaveTour();
  const form = useTourForm(tourValuesOf(tour));
  const [image, setImage] = useState<File | null>(null);
  return (
    <EntityForm
      validate={() => !form.validate().hasErrors}
      save={() => save.mutateAsync({ id: tour.id, form: { fields: tourWire(form.values), files: { mainImage: image } } })}
      onRefused={(error) => showRefusal(form, error)}
    >
      <TourFields form={form} image={{ current: tour.mainImage, file: image }} onImage={setImage} />
    </EntityForm>
  );
}
