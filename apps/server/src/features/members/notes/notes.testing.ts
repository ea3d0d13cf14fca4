import type { Transaction } from '../../../platform/db/client.ts';
import { given, nextInTenant } from '../../../testing/builder-support.ts';
import { insertNote, type NoteInsert, type NoteRow } from './notes.repository.ts';

export type NoteOverrides = Partial<Omit<NoteInsert, 'applicationId' | 'personId'>> & { personId: string };

/**
 * Test builder: a note on a person. Defaults: a plain NOTE `Note <n>` by no one in particular
 * (pass `modifiedByUserId`, a staff user's id, for an author). An SMS record is
 * `{ category: 'SMS', status: 'SENT' }`.
 */
export async function makeNote(tx: Transaction, overrides: NoteOverrides): Promise<NoteRow> {
  const { applicationId, n } = await nextInTenant(tx, 'note');
  return insertNote(tx, {
    ...overrides,
    applicationId,
    contents: overrides.contents ?? `Note ${n}`,
    category: overrides.category ?? 'NOTE',
    status: given(overrides.status, null),
  });
}
