import { flightProduct } from './modules/flights/product';
import { hotelProduct } from './modules/hotels/product';
import { visaProduct } from './modules/visas/product';
import { transferProduct } from './modules/transfers/product';
import { tourProduct } from './modules/tours/product';
import { packageSearcher } from './modules/packages/search';
import { registerProduct, registerSearcher } from './modules/products/registry';

/**
 * The composition root's list of what this server sells: the products, and the searches that
 * compose them (a package). The app registers them at build (app.ts, bootstrap.ts); the products
 * module itself knows none of them (issue 28: registration inside modules/products closed an
 * import loop through every product).
 */
export function registerProducts() {
  for (const product of [hotelProduct, flightProduct, transferProduct, visaProduct, tourProduct]) registerProduct(product);
  registerSearcher('package', packageSearcher);
}
