// The generic lists' and the menus' route tables of packages/contracts/src/api/settings.ts as the
// client calls them (see ./settings.ts): each route's method and path, typed from its contract spec.
import type * as contracts from '@travel/contracts';
import type { PlainTable } from '../api-client';

export const menusApi: PlainTable<typeof contracts.menusApi> = {
  routes: {
    mainMenuRead: { method: 'GET', path: '/settings/mainMenu' },
    mainMenuSave: { method: 'POST', path: '/settings/mainMenu' },
    mainMenuSavePut: { method: 'PUT', path: '/settings/mainMenu' },
    mainMenuRightRead: { method: 'GET', path: '/settings/mainMenuRight' },
    mainMenuRightSave: { method: 'POST', path: '/settings/mainMenuRight' },
    mainMenuRightSavePut: { method: 'PUT', path: '/settings/mainMenuRight' },
    footerMenu1Read: { method: 'GET', path: '/settings/footerMenu1' },
    footerMenu1Save: { method: 'POST', path: '/settings/footerMenu1' },
    footerMenu1SavePut: { method: 'PUT', path: '/settings/footerMenu1' },
    footerMenu2Read: { method: 'GET', path: '/settings/footerMenu2' },
    footerMenu2Save: { method: 'POST', path: '/settings/footerMenu2' },
    footerMenu2SavePut: { method: 'PUT', path: '/settings/footerMenu2' },
    footerMenu3Read: { method: 'GET', path: '/settings/footerMenu3' },
    footerMenu3Save: { method: 'POST', path: '/settings/footerMenu3' },
    footerMenu3SavePut: { method: 'PUT', path: '/settings/footerMenu3' },
  },
};

export const settingsListsApi: PlainTable<typeof contracts.settingsListsApi> = {
  routes: {
    backgroundimagesRead: { method: 'GET', path: '/settings/backgroundimages' },
    backgroundimagesSave: { method: 'POST', path: '/settings/backgroundimages' },
    backgroundimagesSavePut: { method: 'PUT', path: '/settings/backgroundimages' },
    pagesbackgroundimagesRead: { method: 'GET', path: '/settings/pagesbackgroundimages' },
    pagesbackgroundimagesSave: { method: 'POST', path: '/settings/pagesbackgroundimages' },
    pagesbackgroundimagesSavePut: { method: 'PUT', path: '/settings/pagesbackgroundimages' },
    homeoffersRead: { method: 'GET', path: '/settings/homeoffers' },
    homeoffersSave: { method: 'POST', path: '/settings/homeoffers' },
    homeoffersSavePut: { method: 'PUT', path: '/settings/homeoffers' },
    homerecommendedRead: { method: 'GET', path: '/settings/homerecommended' },
    homerecommendedSave: { method: 'POST', path: '/settings/homerecommended' },
    homerecommendedSavePut: { method: 'PUT', path: '/settings/homerecommended' },
    sidebarbannersRead: { method: 'GET', path: '/settings/sidebarbanners' },
    sidebarbannersSave: { method: 'POST', path: '/settings/sidebarbanners' },
    sidebarbannersSavePut: { method: 'PUT', path: '/settings/sidebarbanners' },
    mediasRead: { method: 'GET', path: '/settings/medias' },
    mediasSave: { method: 'POST', path: '/settings/medias' },
    mediasSavePut: { method: 'PUT', path: '/settings/medias' },
  },
};
