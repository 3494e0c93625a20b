import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { flightListSearchSchema } from '../../features/flights/list-search';
import { editorSearchSchema } from '../../lib/url-search';
import { adminRoute } from '../route-base';
import { numberParams } from './params';

const List = lazyRouteComponent(() => import('../../features/flights/flights-list-page'), 'FlightsListPage');
const Add = lazyRouteComponent(() => import('../../features/flights/flight-form-pages'), 'FlightAddPage');
const Edit = lazyRouteComponent(() => import('../../features/flights/flight-form-pages'), 'FlightEditPage');
const View = lazyRouteComponent(() => import('../../features/flights/flight-view-page'), 'FlightViewPage');
const FareForm = lazyRouteComponent(() => import('../../features/flights/fare-form-page'), 'FareFormPage');

const flightsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/flights',
  validateSearch: flightListSearchSchema,
  component: function Flights() {
    return <List filters={flightsRoute.useSearch()} />;
  },
});
const flightAddRoute = createRoute({ getParentRoute: () => adminRoute, path: '/flights/add', component: Add });
const flightEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/flights/$id/edit',
  params: numberParams('id'),
  validateSearch: editorSearchSchema,
  component: function FlightEdit() {
    const { id } = flightEditRoute.useParams();
    return <Edit key={id} id={id} />;
  },
});
const flightViewRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/flights/$id',
  params: numberParams('id'),
  component: function FlightView() {
    return <View id={flightViewRoute.useParams().id} />;
  },
});
const fareAddRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/flights/$flightId/fares/add',
  params: numberParams('flightId'),
  component: function FareAdd() {
    return <FareForm flightId={fareAddRoute.useParams().flightId} />;
  },
});
const fareEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/flights/$flightId/fares/$id/edit',
  params: numberParams('flightId', 'id'),
  component: function FareEdit() {
    const { flightId, id } = fareEditRoute.useParams();
    return <FareForm key={id} flightId={flightId} id={id} />;
  },
});

/** The flight screens, children of the admin route (back-office spec §2 route table: admin only). */
export const flightsRoutes = [flightsRoute, flightAddRoute, flightEditRoute, flightViewRoute, fareAddRoute, fareEditRoute] as const;
