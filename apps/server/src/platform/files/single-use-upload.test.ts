import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../testing/builders.ts';
import { fixtures } from '../../testing/file-fixtures.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let org: OrganisationScenario;
let member: string;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  member = (await org.build((tx) => makePerson(tx, { homeBranchId: org.branches.auckland.id }))).id;
});
afterAll(() => server.close());

const UPLOAD_URL = `query Upload($personId: ID!, $fileName: String!) {
  getUrlForAttachmentUpload(personId: $personId, fileName: $fileName, contentType: "application/pdf")
}`;

async function attachmentUploadUrl(fileName: string): Promise<string> {
  const response = await server.graphql<{ getUrlForAttachmentUpload: string }>(org.superAdmin, UPLOAD_URL, {
    personId: member,
    fileName,
  });
  if (!response.data?.getUrlForAttachmentUpload) throw new Error(JSON.stringify(response.errors));
  return response.data.getUrlForAttachmentUpload;
}

const put = (url: string, payload: Buffer) =>
  server.app.inject({
    method: 'PUT',
    url: new URL(url).pathname,
    payload,
    headers: { 'content-type': 'application/pdf' },
  });

async function attachmentRow(fileName: string) {
  const { rows } = await server.db.pools.owner.query<{
    status: string;
    size_bytes: number | null;
    storage_key: string;
  }>('select status, size_bytes::int as size_bytes, storage_key from attachments where file_name = $1', [
    fileName,
  ]);
  expect(rows).toHaveLength(1);
  return rows[0] as (typeof rows)[number];
}

describe('a signed upload address is single-use', () => {
  it('takes exactly one of six concurrent PUTs; the row and the stored file are that body', async () => {
    const url = await attachmentUploadUrl('race.pdf');
    // Six valid PDFs of different lengths: whichever wins, its length is recognisable.
    const bodies = Array.from({ length: 6 }, (_, index) =>
      Buffer.concat([fixtures.pdf, Buffer.alloc(1000 * (index + 1), '%')]),
    );
    const responses = await Promise.all(bodies.map((body) => put(url, body)));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect(response.json().errors[0].extensions.code).toBe('UPLOAD_ALREADY_COMPLETED');
    }
    const winner = bodies[statuses.indexOf(200)] as Buffer;
    const row = await attachmentRow('race.pdf');
    expect(row).toMatchObject({ status: 'READY', size_bytes: winner.length });
    const stored = await server.deps.files.storage.get(row.storage_key);
    if (!stored) throw new Error('nothing stored');
    expect(stored.sizeBytes).toBe(winner.length);
    expect((await buffer(stored.body)).equals(winner)).toBe(true);
  });

  it('stays used after a refused attempt: a later PUT of the address changes nothing', async () => {
    const url = await attachmentUploadUrl('second-try.pdf');
    expect((await put(url, fixtures.png)).statusCode).toBe(415);
    const again = await put(url, fixtures.pdf);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].extensions.code).toBe('UPLOAD_ALREADY_COMPLETED');
    const row = await attachmentRow('second-try.pdf');
    expect(row).toMatchObject({ status: 'PENDING', size_bytes: null });
    expect(await server.deps.files.storage.get(row.storage_key)).toBeNull();
  });
});
