import { buildSchema } from 'graphql';
import { expect, it } from 'vitest';
import { stringsIn } from './fuzz-oracle.ts';
import { rootFields, systematicRequests } from './fuzz-requests.ts';

const schema = buildSchema(`
  input ProfileInput {
    ${Array.from({ length: 12 }, (_, i) => `line${i}: String!`).join('\n    ')}
  }
  type Query { ping: Boolean }
  type Mutation { saveProfile(id: ID!, note: String!, profile: ProfileInput!): Boolean }
`);
const fixtures = {
  ids: ['3f2b8c1e-4a7d-4e8b-9c1a-2b3c4d5e6f70'],
  otherTenantIds: ['9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'],
};

it('sets each systematic hostile value into a base holding no 1 MB or over-limit text of its own', () => {
  const [root] = rootFields(schema).filter((field) => field.field.name === 'saveProfile');
  if (!root) throw new Error('saveProfile is missing');
  // Fourteen texts in the base: without the filter most seeds draw a huge one for at least one.
  for (let seed = 1; seed <= 20; seed += 1) {
    const requests = systematicRequests(root, fixtures, seed);
    expect(requests.length).toBeGreaterThan(100);
    const longest = Math.max(
      ...requests.flatMap((request) => stringsIn(request.variables).map((text) => text.length)),
    );
    // The systematic long text itself (100 kB) is the longest a request holds.
    expect(longest).toBe(100_000);
  }
});
