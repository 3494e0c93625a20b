/** The users module's public entry: what other modules may use of it (issue 28; test/boundaries.test.ts). */
export { presentUser } from './presenter';
export {
  findAgency,
  findUserByEmail,
  findUserById,
  findUserByIdIn,
  findUserDetails,
  listAgencies,
  listAgents,
  registerAgency,
  setPassword,
  updateProfile,
  userFieldOf,
} from './service';
export type { UserRow } from './tables';
