/**
 * Crawlers may read the storefront (home, search, published articles); the API, the account
 * pages and the back office (apps/web/src/app/router.tsx and the features' routes.tsx) are
 * behind a login and would only yield redirects to /login.
 */
export const ROBOTS_TXT = `User-agent: *
Allow: /
Disallow: /api/
Disallow: /login
Disallow: /registration
Disallow: /forgot-password
Disallow: /reset-password
Disallow: /dashboard
Disallow: /profile
Disallow: /change-password
Disallow: /bookings
Disallow: /users
Disallow: /hotels
Disallow: /flights
Disallow: /settings
Disallow: /article/
Disallow: /articles$
Disallow: /articles?
Disallow: /articles/add
Disallow: /articles/*/edit
`;
