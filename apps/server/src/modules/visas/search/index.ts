/**
 * The visa search's public face (what the visa product and the search route use): search, the
 * signed claim, the booking's re-pricing and the catalogue pricing of a hand-added visa.
 */
export { signVisa, type VisaClaim, verifyVisa } from './claim';
export { manualVisa, repriceVisa } from './reprice';
export { searchVisas } from './search';
export { isVisaSnapshot, type VisaSnapshot } from './snapshot';
