import { noteMessages } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acme, demo } from '../../../testing/demo.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ template: 'demo' });
});
afterAll(() => server.close());

interface Note {
  id: string;
  contents: string;
  category: 'NOTE' | 'SMS';
  status: string | null;
  modifiedAt: string;
  modifiedBy: { firstName: string; lastName: string; email: string | null } | null;
  modifiedByService: string | null;
}

const NOTE_FIELDS =
  'id contents category status modifiedAt modifiedBy { firstName lastName email } modifiedByService';
const GET = `query Get($personId: ID!) { getNotes(personId: $personId) { ${NOTE_FIELDS} } }`;
const ADD = `mutation Add($personId: ID!, $contents: String!) { addNote(personId: $personId, contents: $contents) { ${NOTE_FIELDS} } }`;
const UPDATE = `mutation Update($personId: ID!, $id: ID!, $contents: String!) {
  updateNote(personId: $personId, id: $id, contents: $contents) { ${NOTE_FIELDS} }
}`;
const REMOVE = 'mutation Remove($personId: ID!, $id: ID!) { removeNote(personId: $personId, id: $id) }';

const aucklandMember = demo.memberOf(0, 1);
const wellingtonMember = demo.memberOf(1, 1);

async function added(viewer: typeof demo.superAdmin, personId: string, contents: string): Promise<Note> {
  const response = await server.graphql<{ addNote: Note }>(viewer, ADD, { personId, contents });
  if (!response.data?.addNote) throw new Error(JSON.stringify(response.errors));
  return response.data.addNote;
}

async function notesOf(viewer: typeof demo.superAdmin, personId: string): Promise<Note[]> {
  const response = await server.graphql<{ getNotes: Note[] }>(viewer, GET, { personId });
  if (!response.data?.getNotes) throw new Error(JSON.stringify(response.errors));
  return response.data.getNotes;
}

describe('notes', () => {
  it('adds a trimmed note written by the viewer and lists it newest first', async () => {
    const first = await added(demo.branchManager, aucklandMember, '  Called about a freeze.  ');
    expect(first).toMatchObject({
      contents: 'Called about a freeze.',
      category: 'NOTE',
      status: null,
      modifiedBy: { firstName: 'Bea', lastName: 'Manager', email: 'branch.manager@demo.example.com' },
      modifiedByService: null,
    });
    expect(Date.parse(first.modifiedAt)).toBeGreaterThan(Date.now() - 60_000);
    const second = await added(demo.superAdmin, aucklandMember, 'Paid in cash.');
    const list = await notesOf(demo.branchManager, aucklandMember);
    expect(list.map((note) => note.id)).toEqual([second.id, first.id]);
  });

  it('edits a note: new text, the editor becomes modifiedBy, and it moves to the top', async () => {
    const older = await added(demo.branchManager, aucklandMember, 'Original');
    await added(demo.branchManager, aucklandMember, 'Newer');
    const response = await server.graphql<{ updateNote: Note }>(demo.superAdmin, UPDATE, {
      personId: aucklandMember,
      id: older.id,
      contents: ' Corrected ',
    });
    expect(response.data?.updateNote).toMatchObject({
      id: older.id,
      contents: 'Corrected',
      modifiedBy: { firstName: 'Sam', lastName: 'Admin' },
    });
    expect((await notesOf(demo.branchManager, aucklandMember))[0]?.id).toBe(older.id);
  });

  it('removes a note', async () => {
    const note = await added(demo.branchManager, aucklandMember, 'To be removed');
    const response = await server.graphql(demo.branchManager, REMOVE, {
      personId: aucklandMember,
      id: note.id,
    });
    expect(response.data).toEqual({ removeNote: true });
    expect((await notesOf(demo.branchManager, aucklandMember)).map((n) => n.id)).not.toContain(note.id);
    const again = await server.graphql(demo.branchManager, REMOVE, { personId: aucklandMember, id: note.id });
    expect(again.errors?.[0]).toMatchObject({ message: 'Note not found', extensions: { code: 'NOT_FOUND' } });
  });

  it.each([
    ['empty', '', 'Content is required'],
    ['blank', '   ', 'Content is required'],
    ['2001 characters', 'x'.repeat(2001), 'Content must be no more than 2000 characters'],
  ])('refuses %s contents with the spec text', async (_label, contents, message) => {
    const response = await server.graphql(demo.branchManager, ADD, { personId: aucklandMember, contents });
    expect(response.errors?.[0]).toMatchObject({ message, extensions: { code: 'VALIDATION_ERROR' } });
    expect(noteMessages.contentRequired).toBe('Content is required');
  });

  it('refuses an edit of empty contents, and accepts 2000 characters', async () => {
    const note = await added(demo.branchManager, aucklandMember, 'x'.repeat(2000));
    const response = await server.graphql(demo.branchManager, UPDATE, {
      personId: aucklandMember,
      id: note.id,
      contents: ' ',
    });
    expect(response.errors?.[0]?.message).toBe('Content is required');
  });

  it("does not find a note through another person's id", async () => {
    const note = await added(demo.superAdmin, aucklandMember, 'Mine');
    const response = await server.graphql(demo.superAdmin, UPDATE, {
      personId: demo.memberOf(0, 2),
      id: note.id,
      contents: 'Hijacked',
    });
    expect(response.errors?.[0]?.message).toBe('Note not found');
  });
});

describe('branch and tenant isolation of notes', () => {
  it("keeps Wellington's front desk away from an Auckland member's notes, by id", async () => {
    const note = await added(demo.branchManager, aucklandMember, 'Auckland only');
    const attempts = [
      server.graphql(demo.frontDesk, GET, { personId: aucklandMember }),
      server.graphql(demo.frontDesk, ADD, { personId: aucklandMember, contents: 'Sneaky' }),
      server.graphql(demo.frontDesk, UPDATE, { personId: aucklandMember, id: note.id, contents: 'Sneaky' }),
      server.graphql(demo.frontDesk, REMOVE, { personId: aucklandMember, id: note.id }),
      // The note's id with a person the front desk may manage does not reach it either.
      server.graphql(demo.frontDesk, REMOVE, { personId: wellingtonMember, id: note.id }),
    ];
    const responses = await Promise.all(attempts);
    for (const response of responses.slice(0, 4)) {
      expect(response.errors?.[0]).toMatchObject({
        message: 'The member does not belong to this branch.',
        extensions: { errorClass: 'AccessDeniedError' },
      });
    }
    expect(responses[4]?.errors?.[0]?.message).toBe('Note not found');
    expect((await notesOf(demo.branchManager, aucklandMember)).map((n) => n.contents)).toContain(
      'Auckland only',
    );
  });

  it("lets the front desk work on a Wellington member's notes", async () => {
    const note = await added(demo.frontDesk, wellingtonMember, 'Wellington note');
    expect(note.modifiedBy).toMatchObject({ firstName: 'Frankie', lastName: 'Desk' });
  });

  it('keeps another organisation out entirely', async () => {
    await added(demo.superAdmin, aucklandMember, 'Demo only');
    const read = await server.graphql(acme.superAdmin, GET, { personId: aucklandMember });
    expect(read.errors?.[0]).toMatchObject({
      message: 'Member not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const write = await server.graphql(acme.superAdmin, ADD, { personId: aucklandMember, contents: 'x' });
    expect(write.errors?.[0]?.message).toBe('Member not found');
  });

  it('refuses staff without any role', async () => {
    const response = await server.graphql(demo.noRole, GET, { personId: aucklandMember });
    expect(response.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
  });

  it('treats a malformed id as not found', async () => {
    const response = await server.graphql(demo.superAdmin, GET, { personId: 'nope' });
    expect(response.errors?.[0]?.message).toBe('Member not found');
  });
});
