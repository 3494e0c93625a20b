// The back office's generic lists, without schemas: the web's first page builds their routes and
// menu entries from them (a module with zod schemas would bring zod along, issue 17.4).
// settings.ts re-exports them with its schemas.

/**
 * The generic lists of the back office (spec §2 Settings, §7): the call name, the screen path and
 * what each row holds. Image lists take jpg/jpeg/gif/png; medias take those images and PDF.
 */
export const SETTINGS_LISTS = {
  backgroundimages: { path: 'home-background-images', kind: 'image' },
  pagesbackgroundimages: { path: 'pages-background-images', kind: 'image' },
  homeoffers: { path: 'home-offers', kind: 'image' },
  homerecommended: { path: 'home-recommended', kind: 'image' },
  sidebarbanners: { path: 'sidebar-banners', kind: 'image' },
  medias: { path: 'medias', kind: 'file' },
} as const;
export type SettingsListName = keyof typeof SETTINGS_LISTS;
export const SETTINGS_LIST_NAMES = Object.keys(SETTINGS_LISTS) as SettingsListName[];
