/**
 * What other features may use of identity: the user accounts, read in their own transaction, the
 * account check of a request's access read, and the password hash (the demo seed hashes its one
 * password once for every organisation).
 */
export {
  findUserByUsername,
  findUserOfPerson,
  findUsersOfPersons,
  insertUser,
  setUserAvailability,
  setUserDisabled,
  setUserPassword,
  type UserRow,
  userExistsSql,
} from './identity.repository.ts';
export { findUserInTransaction } from './identity.service.ts';
export { hashPassword } from './passwords.ts';
export { webOriginsOf } from './web-clients.ts';
