import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { transferListSearchSchema } from '../../features/transfers/list-search';
import { editorSearchSchema } from '../../lib/url-search';
import { adminRoute } from '../route-base';
import { numberParams } from './params';

const List = lazyRouteComponent(() => import('../../features/transfers/transfers-list-page'), 'TransfersListPage');
const Add = lazyRouteComponent(() => import('../../features/transfers/transfer-form-pages'), 'TransferAddPage');
const Edit = lazyRouteComponent(() => import('../../features/transfers/transfer-form-pages'), 'TransferEditPage');
const View = lazyRouteComponent(() => import('../../features/transfers/transfer-view-page'), 'TransferViewPage');
const CarForm = lazyRouteComponent(() => import('../../features/transfers/car-form-page'), 'CarFormPage');

const transfersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/transfers',
  validateSearch: transferListSearchSchema,
  component: function Transfers() {
    return <List filters={transfersRoute.useSearch()} />;
  },
});
const transferAddRoute = createRoute({ getParentRoute: () => adminRoute, path: '/transfers/add', component: Add });
const transferEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/transfers/$id/edit',
  params: numberParams('id'),
  validateSearch: editorSearchSchema,
  component: function TransferEdit() {
    const { id } = transferEditRoute.useParams();
    return <Edit key={id} id={id} />;
  },
});
const transferViewRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/transfers/$id',
  params: numberParams('id'),
  component: function TransferView() {
    return <View id={transferViewRoute.useParams().id} />;
  },
});
const carAddRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/transfers/$transferId/cars/add',
  params: numberParams('transferId'),
  component: function CarAdd() {
    return <CarForm transferId={carAddRoute.useParams().transferId} />;
  },
});
const carEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/transfers/$transferId/cars/$id/edit',
  params: numberParams('transferId', 'id'),
  component: function CarEdit() {
    const { transferId, id } = carEditRoute.useParams();
    return <CarForm key={id} transferId={transferId} id={id} />;
  },
});

/** The transfer screens, children of the admin route (back-office spec §2 route table: admin only). */
export const transfersRoutes = [transfersRoute, transferAddRoute, transferEditRoute, transferViewRoute, carAddRoute, carEditRoute] as const;
