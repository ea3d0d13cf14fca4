import { noteMessages } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeNote,
  makePerson,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  type StaffUser,
  secondTenant,
} from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';

let server: TestServer;
let org: OrganisationScenario;
let other: SecondTenant;
/** Members of `org`: two at Auckland (the branch manager's), one at Wellington (the front desk's). */
let aucklandMember: string;
let anotherAucklandMember: string;
let wellingtonMember: string;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
  const { auckland, wellington } = org.branches;
  const members = await org.build(async (tx) => ({
    auckland: await makePerson(tx, { homeBranchId: auckland.id }),
    anotherAuckland: await makePerson(tx, { homeBranchId: auckland.id }),
    wellington: await makePerson(tx, { homeBranchId: wellington.id }),
  }));
  aucklandMember = members.auckland.id;
  anotherAucklandMember = members.anotherAuckland.id;
  wellingtonMember = members.wellington.id;
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

async function added(viewer: StaffUser, personId: string, contents: string): Promise<Note> {
  const response = await server.graphql<{ addNote: Note }>(viewer, ADD, { personId, contents });
  if (!response.data?.addNote) throw new Error(JSON.stringify(response.errors));
  return response.data.addNote;
}

async function notesOf(viewer: StaffUser, personId: string): Promise<Note[]> {
  const response = await server.graphql<{ getNotes: Note[] }>(viewer, GET, { personId });
  if (!response.data?.getNotes) throw new Error(JSON.stringify(response.errors));
  return response.data.getNotes;
}

/** A note already on a member, written by `author`. */
const noteOn = (personId: string, contents: string, author: StaffUser) =>
  org.build((tx) => makeNote(tx, { personId, contents, modifiedByUserId: author.userId }));

describe('notes', () => {
  it('adds a trimmed note written by the viewer and lists it newest first', async () => {
    const member = await org.build((tx) => makePerson(tx, { homeBranchId: org.branches.auckland.id }));
    const first = await added(org.branchManager, member.id, '  Called about a freeze.  ');
    expect(first).toMatchObject({
      contents: 'Called about a freeze.',
      category: 'NOTE',
      status: null,
      modifiedBy: {
        firstName: 'Bea',
        lastName: 'Manager',
        email: `branch.manager@${org.domain}.example.com`,
      },
      modifiedByService: null,
    });
    expect(Date.parse(first.modifiedAt)).toBeGreaterThan(Date.now() - 60_000);
    const second = await added(org.superAdmin, member.id, 'Paid in cash.');
    const list = await notesOf(org.branchManager, member.id);
    expect(list.map((note) => note.id)).toEqual([second.id, first.id]);
  });

  it('edits a note: new text, the editor becomes modifiedBy, and it moves to the top', async () => {
    const older = await added(org.branchManager, aucklandMember, 'Original');
    await added(org.branchManager, aucklandMember, 'Newer');
    const response = await server.graphql<{ updateNote: Note }>(org.superAdmin, UPDATE, {
      personId: aucklandMember,
      id: older.id,
      contents: ' Corrected ',
    });
    expect(response.data?.updateNote).toMatchObject({
      id: older.id,
      contents: 'Corrected',
      modifiedBy: { firstName: 'Sam', lastName: 'Admin' },
    });
    expect((await notesOf(org.branchManager, aucklandMember))[0]?.id).toBe(older.id);
  });

  it('removes a note', async () => {
    const note = await added(org.branchManager, aucklandMember, 'To be removed');
    const response = await server.graphql(org.branchManager, REMOVE, {
      personId: aucklandMember,
      id: note.id,
    });
    expect(response.data).toEqual({ removeNote: true });
    expect((await notesOf(org.branchManager, aucklandMember)).map((n) => n.id)).not.toContain(note.id);
    const again = await server.graphql(org.branchManager, REMOVE, { personId: aucklandMember, id: note.id });
    expect(again.errors?.[0]).toMatchObject({
      message: 'Note not found',
      extensions: { code: 'NOTE_NOT_FOUND' },
    });
  });

  it.each([
    ['empty', '', 'Content is required'],
    ['blank', '   ', 'Content is required'],
    ['2001 characters', 'x'.repeat(2001), 'Content must be no more than 2000 characters'],
  ])('refuses %s contents with the spec text', async (_label, contents, message) => {
    const response = await server.graphql(org.branchManager, ADD, { personId: aucklandMember, contents });
    expect(response.errors?.[0]).toMatchObject({ message, extensions: { code: 'VALIDATION_FAILED' } });
    expect(noteMessages.contentRequired).toBe('Content is required');
  });

  it('refuses an edit of empty contents, and accepts 2000 characters', async () => {
    const note = await added(org.branchManager, aucklandMember, 'x'.repeat(2000));
    const response = await server.graphql(org.branchManager, UPDATE, {
      personId: aucklandMember,
      id: note.id,
      contents: ' ',
    });
    expect(response.errors?.[0]?.message).toBe('Content is required');
  });

  it("does not find a note through another person's id", async () => {
    const note = await noteOn(aucklandMember, 'Mine', org.superAdmin);
    const response = await server.graphql(org.superAdmin, UPDATE, {
      personId: anotherAucklandMember,
      id: note.id,
      contents: 'Hijacked',
    });
    expect(response.errors?.[0]?.message).toBe('Note not found');
  });
});

describe('branch and tenant isolation of notes', () => {
  it("keeps Wellington's front desk away from an Auckland member's notes, by id", async () => {
    const note = await noteOn(aucklandMember, 'Auckland only', org.branchManager);
    const attempts = [
      server.graphql(org.frontDesk, GET, { personId: aucklandMember }),
      server.graphql(org.frontDesk, ADD, { personId: aucklandMember, contents: 'Sneaky' }),
      server.graphql(org.frontDesk, UPDATE, { personId: aucklandMember, id: note.id, contents: 'Sneaky' }),
      server.graphql(org.frontDesk, REMOVE, { personId: aucklandMember, id: note.id }),
      // The note's id with a person the front desk may manage does not reach it either.
      server.graphql(org.frontDesk, REMOVE, { personId: wellingtonMember, id: note.id }),
    ];
    const responses = await Promise.all(attempts);
    for (const response of responses.slice(0, 4)) {
      expect(response.errors?.[0]).toMatchObject({
        message: 'The member does not belong to this branch.',
        extensions: { errorClass: 'AccessDeniedError' },
      });
    }
    expect(responses[4]?.errors?.[0]?.message).toBe('Note not found');
    expect((await notesOf(org.branchManager, aucklandMember)).map((n) => n.contents)).toContain(
      'Auckland only',
    );
  });

  it("lets the front desk work on a Wellington member's notes", async () => {
    const note = await added(org.frontDesk, wellingtonMember, 'Wellington note');
    expect(note.modifiedBy).toMatchObject({ firstName: 'Frankie', lastName: 'Desk' });
  });

  it('keeps another organisation out entirely', async () => {
    await noteOn(aucklandMember, 'First organisation only', org.superAdmin);
    const read = await server.graphql(other.superAdmin, GET, { personId: aucklandMember });
    expect(read.errors?.[0]).toMatchObject({
      message: 'Member not found',
      extensions: { code: 'MEMBER_NOT_FOUND' },
    });
    const write = await server.graphql(other.superAdmin, ADD, { personId: aucklandMember, contents: 'x' });
    expect(write.errors?.[0]?.message).toBe('Member not found');
  });

  it('refuses staff without any role', async () => {
    const response = await server.graphql(org.noRole, GET, { personId: aucklandMember });
    expect(response.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
  });

  it('treats a malformed id as not found', async () => {
    const response = await server.graphql(org.superAdmin, GET, { personId: 'nope' });
    expect(response.errors?.[0]?.message).toBe('Member not found');
  });
});
