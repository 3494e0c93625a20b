/**
 * The search kit's public entry (issue 28; test/boundaries.test.ts): the product-neutral pieces
 * every product's search uses, the signing of its claims (hash.ts: one secret, a prefix per
 * product), the in-process cache of its answers (result-cache.ts) and who is asking (asker.ts:
 * the channel, the agency's extra markup, the currency). It imports no product and
 * no route table, so the products reach it without reaching the search routes.
 */
export { claimSigner, readClaim } from './hash';
export { ResultCache } from './result-cache';
export { type Asker, askerOf, type Markup, pricingContext, viewerAsker } from './asker';
