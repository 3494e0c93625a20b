import { PRODUCT_TYPES, type ProductType } from '@travel/contracts';
import { badRequest } from '../../lib/errors';
import type { Product } from './product';

/**
 * The products the server sells, by booking item product type. Implementations register at app
 * build (app.ts); the core asks here and never names a product itself.
 */
const products = new Map<string, Product>();

/** Adds or replaces the implementation of its type. */
export function registerProduct(product: Product) {
  products.set(product.type, product);
}

/** Removes a type (tests that register a product of their own). */
export function unregisterProduct(type: ProductType) {
  products.delete(type);
}

export const registeredProducts = (): Product[] => [...products.values()];

/** Whether a product of this type is registered and sells online (it re-prices a searched option). */
export const isSellable = (type: string) => Boolean(products.get(type)?.reprice);

/** The product of a stored item; a type nobody registered is a server fault. */
export function productOf(type: string): Product {
  const product = products.get(type);
  if (!product) throw new Error(`No product is registered for '${type}'`);
  return product;
}

/** The product a request names, when it sells online; else a 400 naming `field`. */
export function bookableProduct(type: string, field: string): Product & Required<Pick<Product, 'reprice'>> {
  const product = products.get(type);
  if (product?.reprice) return product as Product & Required<Pick<Product, 'reprice'>>;
  // In the contracts' product order, whatever order they registered in (a test may register one again).
  const nouns = registeredProducts()
    .filter((p) => p.reprice)
    .sort((a, b) => PRODUCT_TYPES.indexOf(a.type) - PRODUCT_TYPES.indexOf(b.type))
    .map((p) => p.noun);
  throw badRequest(`${field}: only ${nounList(nouns) || 'nothing'} can be booked for now`, 'validation');
}

/** Nouns as a sentence reads them: 'a', 'a and b', 'a, b and c'. */
function nounList(nouns: string[]): string {
  return nouns.length < 2 ? (nouns[0] ?? '') : `${nouns.slice(0, -1).join(', ')} and ${nouns.at(-1)}`;
}

/** The product of a hand-made line (the add page, the booking save). */
export function manualProduct(type: ProductType): Product & Required<Pick<Product, 'manual'>> {
  const product = productOf(type);
  if (!product.manual) throw new Error(`The product '${type}' has no hand-made items`);
  return product as Product & Required<Pick<Product, 'manual'>>;
}

/** Items grouped by product type, in type order (so inventory locks are taken in one order). */
export function byProduct<T extends { productType: string }>(items: T[]): [Product, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.productType, [...(groups.get(item.productType) ?? []), item]);
  return [...groups.keys()].sort().map((type) => [productOf(type), groups.get(type)!]);
}

/** What answers a search mode that is no single product (a package composes hotels and flights). */
export type Searcher = Required<Pick<Product, 'search'>>;
const searchers = new Map<string, Searcher>();

/** Adds or replaces the searcher of a mode (app build; a registered searcher wins over a product of that type). */
export function registerSearcher(mode: string, searcher: Searcher) {
  searchers.set(mode, searcher);
}

/** Whether a searcher is registered for `mode` (a package). */
export const hasSearcher = (mode: string) => searchers.has(mode);

/**
 * What answers a search of `mode` (the storefront's searchMode): the searcher registered for it,
 * else the product of that type that searches, else the first that does, whose own search
 * refuses the mode with its sentence.
 */
export function searchingProduct(mode: string): Searcher {
  const searcher = searchers.get(mode);
  if (searcher) return searcher;
  const product = products.get(mode)?.search ? products.get(mode) : registeredProducts().find((p) => p.search);
  if (!product) throw badRequest('No search is available for now.', 'search_mode');
  return product as Product & Required<Pick<Product, 'search'>>;
}
