/** The search module's public entry: what other modules may use of it (issue 28; test/boundaries.test.ts). */
export { claimSigner, readClaim } from './hash';
export { ResultCache } from './result-cache';
