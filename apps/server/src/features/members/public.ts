/**
 * What other features may use of members: the person read inside their own transaction, the
 * GraphQL types they add fields to (identity says who wrote a note or uploaded a file), the
 * persons tables and profile image staff keeps its staff members in, and the
 * demo persons (the persons and the seed's random sequence, from which the memberships seed step
 * sells and the arrivals seed step makes their visits).
 */

export { MemberActivityRef } from './activities/activities.graphql.ts';
export { AttachmentRef } from './attachments/attachments.graphql.ts';
export { NoteRef } from './notes/notes.graphql.ts';
export {
  deleteAccessCard,
  findAccessCardByNumber,
  findCardsOfPersons,
  insertAccessCardIfFree,
  listAccessCardsOfPerson,
} from './persons/access-cards.service.ts';
export { recordLastVisits } from './persons/last-visits.repository.ts';
export {
  changeMemberRoleStatus,
  MEMBER_ROLE_STATUSES,
  memberRoleStatus,
} from './persons/member-role-status.repository.ts';
export { HomeBranchRef, PersonRef } from './persons/persons.graphql.ts';
export { type PersonRow, setPersonTag, wasTransferredFrom } from './persons/persons.repository.ts';
export {
  findPersonInTransaction,
  findPersonsInTransaction,
  requirePersonAccess,
} from './persons/persons.service.ts';
/** The tables staff's repository writes its persons to (a staff member is a person with branch roles). */
export { personBranchRoles, persons } from './persons/persons.table.ts';
export { replaceImageKey as replacePersonImageKey } from './persons/profile-image.repository.ts';
export {
  type DemoPerson,
  demoMembersOf,
  demoPersons,
  type Random,
  randomSequence,
} from './seed/demo-members.ts';
export { memberTransferred } from './transfer/transfer.hooks.ts';
export { transferMember } from './transfer/transfer-member.ts';
