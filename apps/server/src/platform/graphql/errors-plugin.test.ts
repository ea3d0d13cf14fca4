import { sql } from 'drizzle-orm';
import { createSchema, createYoga } from 'graphql-yoga';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { createLogger } from '../logging/logger.ts';
import { errorsPlugin } from './errors-plugin.ts';

/** What a member's record might hold; PostgreSQL quotes it back when it cannot parse it. */
const PERSONAL = 'Jane Citizen jane.citizen@example.com 1987-02-30';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

/** A GraphQL api whose one field fails in PostgreSQL on personal data, or throws a plain bug. */
function apiIn(mode: 'development' | 'production') {
  const lines: string[] = [];
  const capture: DestinationStream = { write: (line: string) => void lines.push(line) };
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: 'type Query { birthday: String, bug: String }',
      resolvers: {
        Query: {
          birthday: async () => {
            await db.pools.appDb.execute(sql`select ${PERSONAL}::date`);
            return 'unreachable';
          },
          bug: () => {
            throw new TypeError('cannot read properties of undefined');
          },
        },
      },
    }),
    maskedErrors: false,
    logging: false,
    plugins: [
      errorsPlugin({
        logger: createLogger({ level: 'info' }, capture),
        exposeUnexpected: mode === 'development',
      }),
    ],
  });
  const query = async (field: string) => {
    const response = await yoga.fetch('http://api.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ ${field} }` }),
    });
    return response.text();
  };
  return { query, lines };
}

describe('unexpected errors in GraphQL answers', () => {
  for (const mode of ['development', 'production'] as const) {
    it(`never show a database error's SQL or values (${mode})`, async () => {
      const { query, lines } = apiIn(mode);
      const answer = await query('birthday');
      const parsed = JSON.parse(answer) as {
        errors: { message: string; extensions: { code: string; errorId: string; detail?: string } }[];
      };
      const error = parsed.errors[0];
      expect(error?.extensions.code).toBe('INTERNAL');
      expect(error?.extensions.errorId).toMatch(/^[0-9a-f-]{36}$/);
      for (const text of [answer, ...lines]) {
        expect(text).not.toContain('Jane');
        expect(text).not.toContain('example.com');
        expect(text).not.toContain('1987');
        expect(text).not.toMatch(/params:/);
      }
      expect(answer).not.toMatch(/select|::date/i);
      if (mode === 'development') expect(error?.extensions.detail).toMatch(/^Database error 2200[78]/);
      else expect(error?.extensions.detail).toBeUndefined();
      // The log line is found by the answer's id and names the failure.
      const line = lines.find((text) => text.includes(error?.extensions.errorId ?? 'none'));
      expect(line).toContain('GraphQL operation failed');
      expect(line).toMatch(/"code":"2200[78]"/);
    });
  }

  it('show an ordinary bug’s message in development only', async () => {
    const development = JSON.parse(await apiIn('development').query('bug')) as {
      errors: { extensions: { detail?: string } }[];
    };
    expect(development.errors[0]?.extensions.detail).toBe('cannot read properties of undefined');
    const production = JSON.parse(await apiIn('production').query('bug')) as {
      errors: { extensions: { detail?: string } }[];
    };
    expect(production.errors[0]?.extensions.detail).toBeUndefined();
  });
});
