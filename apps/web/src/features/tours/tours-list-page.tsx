import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../ui/links';
import { ListPage } from '../../ui/list-page';
import { type TourListItem, useDeleteTour, useTours } from './api';
import type { TourFilters } from './list-search';

/** /tours: All tours, text search, Add new tour, name, location and actions, pagination (spec §2 Tours). */
export function ToursListPage({ filters }: { filters: TourFilters }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteTour();
  return (
    <ListPage<TourListItem, TourFilters>
      title={t('tours.allTours')}
      search={filters}
      blank={{ page: 1, searchText: '' }}
      onSearch={(search) => void navigate({ to: '/tours', search })}
      query={useTours(filters)}
      add={{ label: t('tours.addNewTour'), link: { to: '/tours/add' } }}
      searchPlaceholder={t('tours.searchPlaceholder')}
      columns={[
        {
          key: 'name',
          header: t('tours.name'),
          render: (tour) => (
            <AnchorLink to="/tours/$id" params={{ id: tour.id }}>
              {tour.name}
            </AnchorLink>
          ),
        },
        { key: 'location', header: t('tours.location'), render: (tour) => tour.location.name },
      ]}
      rowActions={(tour) => ({
        name: tour.name,
        view: { to: '/tours/$id', params: { id: tour.id } },
        edit: { to: '/tours/$id/edit', params: { id: tour.id } },
        onDelete: () => remove.mutateAsync(tour.id),
      })}
    />
  );
}
