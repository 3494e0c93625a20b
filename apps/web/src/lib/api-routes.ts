/**
 * The contracts' route tables as the client needs them at runtime: each route's method and path,
 * nothing else. Importing the contracts' own tables would bring every request and answer schema,
 * and zod, into the first page's JavaScript (issue 17.4, docs/decisions.md); here each route is
 * typed from its contract spec instead (`RouteRef`, `import type`), so calls stay typed as before.
 * The typecheck refuses a route that is missing or whose method or path differs from the
 * contracts, and api-routes.test.ts compares the two tables route by route. A new route in the
 * contracts: add its line here (the typecheck names the table).
 */
import type * as contracts from '@travel/contracts';
import type { PlainTable } from './api-client';

export const healthApi: PlainTable<typeof contracts.healthApi> = {
  routes: {
    check: { method: 'GET', path: '/health' },
  },
};
export const metricsApi: PlainTable<typeof contracts.metricsApi> = {
  routes: {
    metrics: { method: 'GET', path: '/metrics' },
  },
};
export const destinationsApi: PlainTable<typeof contracts.destinationsApi> = {
  routes: {
    destinations: { method: 'GET', path: '/destinations/to' },
    fromAirports: { method: 'GET', path: '/destinations/from-airports' },
    toAirports: { method: 'GET', path: '/destinations/to-airports' },
  },
};
export const referenceApi: PlainTable<typeof contracts.referenceApi> = {
  routes: {
    taxonomies: { method: 'GET', path: '/usertaxonomies/:type' },
    locations: { method: 'GET', path: '/locations' },
    countries: { method: 'GET', path: '/locations/countries' },
    nationalities: { method: 'GET', path: '/destinations/nationality' },
    products: { method: 'GET', path: '/products' },
  },
};
export const contentApi: PlainTable<typeof contracts.contentApi> = {
  routes: {
    listArticles: { method: 'GET', path: '/articles' },
    createArticle: { method: 'POST', path: '/articles' },
    articleBySlug: { method: 'GET', path: '/articles/get-by-slug/:slug' },
    getArticle: { method: 'GET', path: '/articles/:id' },
    updateArticle: { method: 'PUT', path: '/articles/:id' },
    updateArticleOverride: { method: 'POST', path: '/articles/:id' },
    deleteArticle: { method: 'DELETE', path: '/articles/:id' },
    listCategories: { method: 'GET', path: '/articlecategories' },
    createCategory: { method: 'POST', path: '/articlecategories' },
    createCategoryMisspelt: { method: 'POST', path: '/articletategories' },
    getCategory: { method: 'GET', path: '/articlecategories/:id' },
    updateCategory: { method: 'PUT', path: '/articlecategories/:id' },
    updateCategoryOverride: { method: 'POST', path: '/articlecategories/:id' },
    deleteCategory: { method: 'DELETE', path: '/articlecategories/:id' },
  },
};
export const authApi: PlainTable<typeof contracts.authApi> = {
  routes: {
    login: { method: 'POST', path: '/login' },
    downloadToken: { method: 'POST', path: '/download-token' },
    logout: { method: 'POST', path: '/logout' },
    registration: { method: 'POST', path: '/registration' },
    forgotPassword: { method: 'POST', path: '/forgot-password' },
    resetPassword: { method: 'POST', path: '/reset-password' },
    changePassword: { method: 'PUT', path: '/change-password' },
    me: { method: 'GET', path: '/me' },
    saveProfile: { method: 'POST', path: '/profile/:id' },
    saveProfilePut: { method: 'PUT', path: '/profile/:id' },
  },
};
export const searchApi: PlainTable<typeof contracts.searchApi> = {
  routes: {
    search: { method: 'GET', path: '/search' },
    flightDetails: { method: 'POST', path: '/search/flight-details' },
    flightExtra: { method: 'POST', path: '/search/flight-extra' },
    cancellationPolicy: { method: 'POST', path: '/search/cancellation-policy' },
    passengerFields: { method: 'POST', path: '/search/passenger-fields' },
    hotelData: { method: 'GET', path: '/search/hotel-data' },
  },
};
export const transferSearchApi: PlainTable<typeof contracts.transferSearchApi> = {
  routes: {
    transfers: { method: 'GET', path: '/search/transfers' },
  },
};
export const visaSearchApi: PlainTable<typeof contracts.visaSearchApi> = {
  routes: {
    visas: { method: 'GET', path: '/search/visas' },
  },
};
export const hotelRoomsApi: PlainTable<typeof contracts.hotelRoomsApi> = {
  routes: {
    createRoom: { method: 'POST', path: '/hotels/:id/rooms' },
    getRoom: { method: 'GET', path: '/hotels/:id/rooms/:roomId' },
    updateRoom: { method: 'PUT', path: '/hotels/:id/rooms/:roomId' },
    deleteRoom: { method: 'DELETE', path: '/hotels/:id/rooms/:roomId' },
  },
};
export const hotelsApi: PlainTable<typeof contracts.hotelsApi> = {
  routes: {
    listHotels: { method: 'GET', path: '/hotels' },
    searchHotels: { method: 'GET', path: '/hotels/search' },
    getHotel: { method: 'GET', path: '/hotels/:id' },
    createHotel: { method: 'POST', path: '/hotels' },
    updateHotelOverride: { method: 'POST', path: '/hotels/:id' },
    updateHotel: { method: 'PUT', path: '/hotels/:id' },
    deleteHotel: { method: 'DELETE', path: '/hotels/:id' },
    deletePricing: { method: 'DELETE', path: '/hotels/room-pricing/:id' },
    deleteOffer: { method: 'DELETE', path: '/hotels/offers/:id' },
  },
};
export const usersApi: PlainTable<typeof contracts.usersApi> = {
  routes: {
    list: { method: 'GET', path: '/users' },
    agents: { method: 'GET', path: '/agents' },
    view: { method: 'GET', path: '/users/:id' },
    add: { method: 'POST', path: '/users' },
    edit: { method: 'POST', path: '/users/:id' },
    editPut: { method: 'PUT', path: '/users/:id' },
    delete: { method: 'DELETE', path: '/users/:id' },
    changePassword: { method: 'PUT', path: '/users/:id/change-password' },
  },
};
export const bookingsApi: PlainTable<typeof contracts.bookingsApi> = {
  routes: {
    create: { method: 'POST', path: '/bookings' },
    list: { method: 'GET', path: '/bookings' },
    csv: { method: 'GET', path: '/bookings/csv/download' },
    addPassengerFields: { method: 'GET', path: '/bookings/utils/get-add-passenger-fields' },
    read: { method: 'GET', path: '/bookings/:id' },
    save: { method: 'POST', path: '/bookings/:id' },
    cancellationInfo: { method: 'GET', path: '/bookings/:id/cancellation-info' },
    cancel: { method: 'GET', path: '/bookings/:id/cancel' },
    cancelPost: { method: 'POST', path: '/bookings/:id/cancel' },
    passengerFile: { method: 'GET', path: '/bookings/:id/passengers/:key/:kind' },
    itemFile: { method: 'GET', path: '/bookings/:id/items/:itemId/files/:index' },
    voucher: { method: 'GET', path: '/bookings/:id/pdf/download' },
    sendDetailsEmail: { method: 'GET', path: '/bookings/:id/send-details-email' },
    sendDetailsEmailPost: { method: 'POST', path: '/bookings/:id/send-details-email' },
    reload: { method: 'GET', path: '/bookings/:id/reload' },
  },
};
export const subscriptionsApi: PlainTable<typeof contracts.subscriptionsApi> = {
  routes: {
    subscribe: { method: 'POST', path: '/subscriptions' },
    list: { method: 'GET', path: '/subscriptions' },
  },
};
export const markupsApi: PlainTable<typeof contracts.markupsApi> = {
  routes: {
    read: { method: 'GET', path: '/settings/hotelmarkups' },
    save: { method: 'POST', path: '/settings/hotelmarkups' },
    savePut: { method: 'PUT', path: '/settings/hotelmarkups' },
  },
};
export const currencyApi: PlainTable<typeof contracts.currencyApi> = {
  routes: {
    read: { method: 'GET', path: '/settings/currencyrates' },
    save: { method: 'POST', path: '/settings/currencyrates' },
    savePut: { method: 'PUT', path: '/settings/currencyrates' },
  },
};
export const mediaApi: PlainTable<typeof contracts.mediaApi> = {
  routes: {
    file: { method: 'GET', path: '/media/:folder/:file' },
  },
};
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
export const settingsApi: PlainTable<typeof contracts.settingsApi> = {
  routes: {
    globalSettings: { method: 'GET', path: '/global-settings' },
    homeContent: { method: 'GET', path: '/home-content' },
    site: { method: 'GET', path: '/settings/site' },
    siteSave: { method: 'POST', path: '/settings/site' },
    siteSavePut: { method: 'PUT', path: '/settings/site' },
    menus: { method: 'GET', path: '/settings/menus' },
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
export const flightsApi: PlainTable<typeof contracts.flightsApi> = {
  routes: {
    listFlights: { method: 'GET', path: '/flights' },
    createFlight: { method: 'POST', path: '/flights' },
    getFlight: { method: 'GET', path: '/flights/:id' },
    updateFlightOverride: { method: 'POST', path: '/flights/:id' },
    updateFlight: { method: 'PUT', path: '/flights/:id' },
    deleteFlight: { method: 'DELETE', path: '/flights/:id' },
    deleteFarePricing: { method: 'DELETE', path: '/flights/fare-pricing/:id' },
    createFare: { method: 'POST', path: '/flights/:id/fares' },
    getFare: { method: 'GET', path: '/flights/:id/fares/:fareId' },
    updateFare: { method: 'PUT', path: '/flights/:id/fares/:fareId' },
    deleteFare: { method: 'DELETE', path: '/flights/:id/fares/:fareId' },
  },
};
export const transfersApi: PlainTable<typeof contracts.transfersApi> = {
  routes: {
    listTransfers: { method: 'GET', path: '/transfers' },
    createTransfer: { method: 'POST', path: '/transfers' },
    getTransfer: { method: 'GET', path: '/transfers/:id' },
    updateTransferOverride: { method: 'POST', path: '/transfers/:id' },
    updateTransfer: { method: 'PUT', path: '/transfers/:id' },
    deleteTransfer: { method: 'DELETE', path: '/transfers/:id' },
    deleteCarPricing: { method: 'DELETE', path: '/transfers/car-pricing/:id' },
    createCar: { method: 'POST', path: '/transfers/:id/cars' },
    getCar: { method: 'GET', path: '/transfers/:id/cars/:carId' },
    updateCar: { method: 'PUT', path: '/transfers/:id/cars/:carId' },
    deleteCar: { method: 'DELETE', path: '/transfers/:id/cars/:carId' },
  },
};
export const visasApi: PlainTable<typeof contracts.visasApi> = {
  routes: {
    listVisas: { method: 'GET', path: '/visas' },
    createVisa: { method: 'POST', path: '/visas' },
    getVisa: { method: 'GET', path: '/visas/:id' },
    updateVisaOverride: { method: 'POST', path: '/visas/:id' },
    updateVisa: { method: 'PUT', path: '/visas/:id' },
    deleteVisa: { method: 'DELETE', path: '/visas/:id' },
    deleteVisaTypePricing: { method: 'DELETE', path: '/visas/type-pricing/:id' },
    createVisaType: { method: 'POST', path: '/visas/:id/types' },
    getVisaType: { method: 'GET', path: '/visas/:id/types/:typeId' },
    updateVisaType: { method: 'PUT', path: '/visas/:id/types/:typeId' },
    deleteVisaType: { method: 'DELETE', path: '/visas/:id/types/:typeId' },
  },
};
export const toursApi: PlainTable<typeof contracts.toursApi> = {
  routes: {
    listTours: { method: 'GET', path: '/tours' },
    createTour: { method: 'POST', path: '/tours' },
    getTour: { method: 'GET', path: '/tours/:id' },
    updateTourOverride: { method: 'POST', path: '/tours/:id' },
    updateTour: { method: 'PUT', path: '/tours/:id' },
    deleteTour: { method: 'DELETE', path: '/tours/:id' },
  },
};
