/** The transfer search's public face (what the transfer product and its route use). */
export { type TransferClaim, signTransfer, verifyTransfer } from './claim';
export { checkTransferGuests, repriceTransfer, transferSale } from './reprice';
export { searchTransfers } from './search';
