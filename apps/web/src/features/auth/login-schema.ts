// The login form's rules, loaded after the page's first paint: the contract's schema brings zod
// (about 25 KB gzipped), which the login page's first render does not need (issue 17.4, LCP).
export { loginRequestSchema } from '@travel/contracts';
