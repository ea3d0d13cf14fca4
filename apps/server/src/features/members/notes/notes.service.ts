import { noteContentsSchema, noteMessages } from '@clubline/domain';
import type { Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { NotFoundError, ValidationError } from '../../../platform/errors/errors.ts';
import { parseInput } from '../../../platform/errors/validation.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { personIdsOfUsers } from '../../identity/identity.service.ts';
import { findPersonInTransaction, requirePersonAccess } from '../persons/persons.service.ts';
import {
  deleteNote,
  findNote,
  insertNote,
  listVisibleNotes,
  type NoteRow,
  updateNoteContents,
} from './notes.repository.ts';

/** Who wrote a note or uploaded a file (spec 2 §3 modifiedBy, uploadedBy). */
export interface Author {
  firstName: string;
  lastName: string;
  email: string | null;
}

export interface NoteView extends NoteRow {
  modifiedBy: Author | null;
}

/** The people behind user accounts, for display; an account that is gone has no entry. */
export async function authorsOf(
  tx: Transaction,
  userIds: readonly (string | null)[],
): Promise<Map<string, Author>> {
  const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
  const personIds = await personIdsOfUsers(tx, ids);
  const authors = new Map<string, Author>();
  for (const [userId, personId] of personIds) {
    const person = await findPersonInTransaction(tx, personId);
    if (person)
      authors.set(userId, { firstName: person.firstName, lastName: person.lastName, email: person.email });
  }
  return authors;
}

async function withAuthors(tx: Transaction, rows: NoteRow[]): Promise<NoteView[]> {
  const authors = await authorsOf(
    tx,
    rows.map((row) => row.modifiedByUserId),
  );
  return rows.map((row) => ({
    ...row,
    modifiedBy: row.modifiedByUserId ? (authors.get(row.modifiedByUserId) ?? null) : null,
  }));
}

/** Spec 2 getNotes: newest first, failed SMS records left out; view-member on the home branch. */
export async function getNotes(context: RequestContext, personId: string): Promise<NoteView[]> {
  await context.permissions.load();
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await requirePersonAccess(context, tx, personId, 'view-member');
    return withAuthors(tx, await listVisibleNotes(tx, personId));
  });
}

/** Spec 2 addNote: manage-member on the person's home branch. */
export async function addNote(
  context: RequestContext,
  personId: string,
  rawContents: string,
): Promise<NoteView> {
  const contents = parseInput(noteContentsSchema, rawContents);
  await context.permissions.load();
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await requirePersonAccess(context, tx, personId, 'manage-member');
    const note = await insertNote(tx, {
      applicationId: context.viewer.applicationId,
      personId,
      contents,
      category: 'NOTE',
      modifiedByUserId: context.viewer.userId,
    });
    const [view] = await withAuthors(tx, [note]);
    if (!view) throw new Error('Note vanished');
    return view;
  });
}

/** Spec 2 updateNote: the contents change, the editor becomes modifiedBy. SMS records are read-only. */
export async function updateNote(
  context: RequestContext,
  personId: string,
  id: string,
  rawContents: string,
): Promise<NoteView> {
  const contents = parseInput(noteContentsSchema, rawContents);
  await context.permissions.load();
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await requirePersonAccess(context, tx, personId, 'manage-member');
    const note = await findNote(tx, personId, id);
    if (!note) throw new NotFoundError(noteMessages.noteNotFound);
    if (note.category === 'SMS') throw new ValidationError(noteMessages.smsReadOnly);
    const updated = await updateNoteContents(tx, note.id, {
      contents,
      modifiedByUserId: context.viewer.userId,
    });
    const [view] = await withAuthors(tx, [updated]);
    if (!view) throw new Error('Note vanished');
    return view;
  });
}

/** Spec 2 removeNote: manage-member on the person's home branch. */
export async function removeNote(context: RequestContext, personId: string, id: string): Promise<boolean> {
  await context.permissions.load();
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await requirePersonAccess(context, tx, personId, 'manage-member');
    if (!(await deleteNote(tx, personId, id))) throw new NotFoundError(noteMessages.noteNotFound);
    return true;
  });
}
