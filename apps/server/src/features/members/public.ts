/**
 * What other features may use of members: the person read inside their own transaction, the
 * GraphQL types they add fields to (identity says who wrote a note or uploaded a file), and the
 * demo persons' visits, which the arrivals seed step inserts.
 */

export { AttachmentRef } from './attachments/attachments.graphql.ts';
export { NoteRef } from './notes/notes.graphql.ts';
export type { PersonRow } from './persons/persons.repository.ts';
export { findPersonInTransaction, findPersonsInTransaction } from './persons/persons.service.ts';
export { demoVisitsOf } from './seed/demo-members.ts';
