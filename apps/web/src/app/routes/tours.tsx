import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { tourListSearchSchema } from '../../features/tours/list-search';
import { adminRoute } from '../route-base';
import { numberParams } from './params';

const List = lazyRouteComponent(() => import('../../features/tours/tours-list-page'), 'ToursListPage');
const Add = lazyRouteComponent(() => import('../../features/tours/tour-form-pages'), 'TourAddPage');
const Edit = lazyRouteComponent(() => import('../../features/tours/tour-form-pages'), 'TourEditPage');
const View = lazyRouteComponent(() => import('../../features/tours/tour-view-page'), 'TourViewPage');

const toursRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/tours',
  validateSearch: tourListSearchSchema,
  component: function Tours() {
    return <List filters={toursRoute.useSearch()} />;
  },
});
const tourAddRoute = createRoute({ getParentRoute: () => adminRoute, path: '/tours/add', component: Add });
const tourEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/tours/$id/edit',
  params: numberParams('id'),
  component: function TourEdit() {
    const { id } = tourEditRoute.useParams();
    return <Edit key={id} id={id} />;
  },
});
const tourViewRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/tours/$id',
  params: numberParams('id'),
  component: function TourView() {
    return <View id={tourViewRoute.useParams().id} />;
  },
});

/** The tour screens, children of the admin route (back-office spec §2 route table: admin only). */
export const toursRoutes = [toursRoute, tourAddRoute, tourEditRoute, tourViewRoute] as const;
