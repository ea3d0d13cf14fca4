import { noteContentsSchema } from '@clubline/domain';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import { parseInput } from '../../../platform/errors/validation.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { requirePersonAccess } from '../persons/persons.service.ts';
import {
  deleteNote,
  findNote,
  insertNote,
  listVisibleNotes,
  type NoteRow,
  updateNoteContents,
} from './notes.repository.ts';

/** A note as the API shows it; who wrote it (`modifiedByUserId`) is resolved by identity. */
export type NoteView = NoteRow;

/** Spec 2 getNotes: newest first, failed SMS records left out; view-member on the home branch. */
export async function getNotes(context: RequestContext, personId: string): Promise<NoteView[]> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await requirePersonAccess(context, tx, personId, 'view-member');
    return listVisibleNotes(tx, personId);
  });
}

/** Spec 2 addNote: manage-member on the person's home branch. */
export async function addNote(
  context: RequestContext,
  personId: string,
  rawContents: string,
): Promise<NoteView> {
  const contents = parseInput(noteContentsSchema, rawContents);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await requirePersonAccess(context, tx, personId, 'manage-member');
    const note = await insertNote(tx, {
      applicationId: context.viewer.applicationId,
      personId,
      contents,
      category: 'NOTE',
      modifiedByUserId: context.viewer.userId,
    });
    return note;
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
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await requirePersonAccess(context, tx, personId, 'manage-member');
    const note = await findNote(tx, personId, id);
    if (!note) throw new DomainError('NOTE_NOT_FOUND');
    if (note.category === 'SMS') throw new DomainError('SMS_NOTE_READ_ONLY');
    const updated = await updateNoteContents(tx, note.id, {
      contents,
      modifiedByUserId: context.viewer.userId,
    });
    return updated;
  });
}

/** Spec 2 removeNote: manage-member on the person's home branch. */
export async function removeNote(context: RequestContext, personId: string, id: string): Promise<boolean> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await requirePersonAccess(context, tx, personId, 'manage-member');
    if (!(await deleteNote(tx, personId, id))) throw new DomainError('NOTE_NOT_FOUND');
    return true;
  });
}
