import type { AnyRoute } from '@tanstack/react-router';

/** Routes of the settings screens, children of the admin route (app/route-base.tsx). */
export const settingsRoutes: AnyRoute[] = [];
