/** The search module's public entry: what other modules may use of it (issue 28; test/boundaries.test.ts). */
export { type OptionClaim, readOption, signOption } from './claim';
export { claimSigner, readClaim } from './hash';
export { brokenStayRestrictions, repriceOption } from './reprice';
export { ResultCache } from './result-cache';
export { searchHotels } from './service';
export { ageBand, roomFits } from './engine';
