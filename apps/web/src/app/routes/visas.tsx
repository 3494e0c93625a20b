import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { visaListSearchSchema } from '../../features/visas/list-search';
import { editorSearchSchema } from '../../lib/url-search';
import { adminRoute } from '../route-base';
import { numberParams } from './params';

const List = lazyRouteComponent(() => import('../../features/visas/visas-list-page'), 'VisasListPage');
const Add = lazyRouteComponent(() => import('../../features/visas/visa-form-pages'), 'VisaAddPage');
const Edit = lazyRouteComponent(() => import('../../features/visas/visa-form-pages'), 'VisaEditPage');
const View = lazyRouteComponent(() => import('../../features/visas/visa-view-page'), 'VisaViewPage');
const TypeForm = lazyRouteComponent(() => import('../../features/visas/visa-type-form-page'), 'VisaTypeFormPage');

const visasRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/visas',
  validateSearch: visaListSearchSchema,
  component: function Visas() {
    return <List filters={visasRoute.useSearch()} />;
  },
});
const visaAddRoute = createRoute({ getParentRoute: () => adminRoute, path: '/visas/add', component: Add });
const visaEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/visas/$id/edit',
  params: numberParams('id'),
  validateSearch: editorSearchSchema,
  component: function VisaEdit() {
    const { id } = visaEditRoute.useParams();
    return <Edit key={id} id={id} />;
  },
});
const visaViewRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/visas/$id',
  params: numberParams('id'),
  component: function VisaView() {
    return <View id={visaViewRoute.useParams().id} />;
  },
});
const visaTypeAddRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/visas/$visaId/types/add',
  params: numberParams('visaId'),
  component: function VisaTypeAdd() {
    return <TypeForm visaId={visaTypeAddRoute.useParams().visaId} />;
  },
});
const visaTypeEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/visas/$visaId/types/$id/edit',
  params: numberParams('visaId', 'id'),
  component: function VisaTypeEdit() {
    const { visaId, id } = visaTypeEditRoute.useParams();
    return <TypeForm key={id} visaId={visaId} id={id} />;
  },
});

/** The visa screens, children of the admin route (back-office spec §2 route table: admin only). */
export const visasRoutes = [visasRoute, visaAddRoute, visaEditRoute, visaViewRoute, visaTypeAddRoute, visaTypeEditRoute] as const;
