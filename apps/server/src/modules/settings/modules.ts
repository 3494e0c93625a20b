import type { FeatureModules, ProductType } from '@travel/contracts';
import { badRequest } from '../../lib/errors';
import { hasSearcher, isSellable } from '../products';

/**
 * Feature modules that sell something (issue 18.9): a search module may be switched on only when
 * the products it sells are registered as sellable on this server (src/products.ts), and a
 * composed search (a package) only when its searcher is registered too.
 */
type Need = { products: ProductType[]; searcher?: string; what: string };
const NEEDS: Partial<Record<keyof FeatureModules, Need>> = {
  packageSearch: { products: ['hotel', 'flight'], searcher: 'package', what: 'Packages' },
  flightSearch: { products: ['flight'], what: 'Flights' },
  transferSearch: { products: ['transfer'], what: 'Transfers' },
  visaSearch: { products: ['visa'], what: 'Visas' },
  visaSearchCount: { products: ['visa'], what: 'Visas' },
};

/** Each search module that cannot be switched on, with the sentence that says why (none today: every product sells). */
export function unavailableModules(): Partial<Record<keyof FeatureModules, string>> {
  const reasons: Partial<Record<keyof FeatureModules, string>> = {};
  for (const [module, need] of Object.entries(NEEDS) as [keyof FeatureModules, Need][]) {
    const sellable = need.products.every(isSellable) && (!need.searcher || hasSearcher(need.searcher));
    if (!sellable) reasons[module] = `${need.what} are not sellable yet: this search cannot be switched on.`;
  }
  return reasons;
}

/** A 400 naming the first module switched on whose product is not sellable yet. */
export function checkModules(modules: FeatureModules) {
  const reasons = unavailableModules();
  for (const [module, reason] of Object.entries(reasons)) {
    if (modules[module as keyof FeatureModules]) throw badRequest(`data.modules.${module}: ${reason}`, 'validation');
  }
}
