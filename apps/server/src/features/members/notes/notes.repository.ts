import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { notes } from './notes.table.ts';

export type NoteRow = typeof notes.$inferSelect;
export type NoteStatus = NonNullable<NoteRow['status']>;

/** A person's notes, newest first, without SMS records that failed (spec 2 §4). */
export async function listVisibleNotes(tx: Transaction, personId: string): Promise<NoteRow[]> {
  return tx
    .select()
    .from(notes)
    .where(
      and(
        eq(notes.personId, personId),
        or(ne(notes.category, 'SMS'), isNull(notes.status), ne(notes.status, 'FAILED')),
      ),
    )
    .orderBy(desc(notes.modifiedAt), desc(notes.createdAt), desc(notes.id));
}

export async function findNote(tx: Transaction, personId: string, id: string): Promise<NoteRow | undefined> {
  const [row] = await tx
    .select()
    .from(notes)
    .where(and(eq(notes.id, id), eq(notes.personId, personId)));
  return row;
}

/** Locks the note for the rest of the transaction (the SMS job and delivery reports serialise on it). */
export async function lockNote(tx: Transaction, id: string): Promise<NoteRow | undefined> {
  const [row] = await tx.select().from(notes).where(eq(notes.id, id)).for('update');
  return row;
}

export async function insertNote(tx: Transaction, row: typeof notes.$inferInsert): Promise<NoteRow> {
  const [inserted] = await tx.insert(notes).values(row).returning();
  if (!inserted) throw new Error('Note insert returned no row');
  return inserted;
}

export type NoteInsert = typeof notes.$inferInsert;

/** Bulk insert (seed): multi-row statements of at most 1000 rows, well under the parameter limit. */
export async function insertNotes(tx: Transaction, rows: readonly NoteInsert[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    await tx.insert(notes).values(rows.slice(start, start + 1000));
  }
}

export async function updateNoteContents(
  tx: Transaction,
  id: string,
  change: { contents: string; modifiedByUserId: string },
): Promise<NoteRow> {
  const [updated] = await tx
    .update(notes)
    .set({ ...change, modifiedByService: null, modifiedAt: sql`now()` })
    .where(eq(notes.id, id))
    .returning();
  if (!updated) throw new Error('Note update returned no row');
  return updated;
}

export async function deleteNote(tx: Transaction, personId: string, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(notes)
    .where(and(eq(notes.id, id), eq(notes.personId, personId)))
    .returning({ id: notes.id });
  return deleted.length > 0;
}

/**
 * Moves a PENDING SMS record on (to SENT or FAILED, or keeps it PENDING with the gateway's id).
 * A record that already left PENDING is not touched, so late or repeated reports change nothing.
 */
export async function updatePendingSms(
  tx: Transaction,
  id: string,
  change: { status: NoteStatus; providerMessageId?: string | null },
): Promise<boolean> {
  const updated = await tx
    .update(notes)
    .set(change)
    .where(and(eq(notes.id, id), eq(notes.category, 'SMS'), eq(notes.status, 'PENDING')))
    .returning({ id: notes.id });
  return updated.length > 0;
}
