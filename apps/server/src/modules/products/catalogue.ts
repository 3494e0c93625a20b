import { flightProduct } from '../flights/product';
import { hotelProduct } from '../hotels/product';
import { visaProduct } from '../visas/product';
import { transferProduct } from '../transfers/product';
import { registerProduct } from './registry';

/** The products this server sells; app build registers them (one line in app.ts). */
export function registerProducts() {
  for (const product of [hotelProduct, flightProduct, transferProduct, visaProduct]) registerProduct(product);
}
