import type { AnyRoute } from '@tanstack/react-router';

/** Routes of the hotels screens, children of the admin route (app/route-base.tsx). */
export const hotelsRoutes: AnyRoute[] = [];
