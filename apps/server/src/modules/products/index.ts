/** The products module's public entry: what other modules may use of it (issue 28; test/boundaries.test.ts). */
export { handPriced, unheldItem } from './manual';
export type {
  Guest,
  InventoryAuditFinding,
  ItemChanges,
  ItemEdit,
  ItemLabels,
  ItemRecord,
  ItemSnapshot,
  ManualContext,
  ManualLine,
  PolicyRow,
  Product,
  ProductInventory,
  RepricedItem,
  Sale,
  Status,
  Viewer,
  VoucherFacts,
  VoucherLabel,
} from './product';
export { type Searcher, bookableProduct, byProduct, hasSearcher, isSellable, manualProduct, productOf, registeredProducts, searchingProduct } from './registry';
