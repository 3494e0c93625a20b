import { flightProduct } from '../flights/product';
import { hotelProduct } from '../hotels/product';
import { visaProduct } from '../visas/product';
import { transferProduct } from '../transfers/product';
import { packageSearcher } from '../packages/search';
import { registerProduct, registerSearcher } from './registry';

/** The products this server sells, and the searches that compose them (a package); app build registers them (one line in app.ts). */
export function registerProducts() {
  for (const product of [hotelProduct, flightProduct, transferProduct, visaProduct]) registerProduct(product);
  registerSearcher('package', packageSearcher);
}
