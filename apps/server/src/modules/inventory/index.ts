/** The inventory module's public entry: what other modules may use of it (issue 28; test/boundaries.test.ts). */
export {
  type HeldBy,
  heldSeats,
  heldUnits,
  heldUnitsSql,
  liveHoldsByItem,
  liveHoldsOf,
  liveSeatHoldsOfType,
  liveUnitsOfType,
  lockResources,
  recordHolds,
  releaseHolds,
} from './ledger';
