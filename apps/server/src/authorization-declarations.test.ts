import { OPERATIONS as OPERATION_IDS, SUBJECT_KINDS } from '@clubline/domain';
import type { GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ANY_ROLE } from './platform/auth/authorization.ts';
import {
  type AuthorizationDeclaration,
  ROLE_ASSIGNMENT_OF_INPUT,
} from './platform/graphql/authorization-declarations.ts';
import { schema } from './schema.ts';

/**
 * Root fields any signed-in user may call, each for the reason its declaration gives. Adding one
 * is a permission change: it belongs here, reviewed, or the field declares an operation.
 */
const SIGNED_IN_ONLY = [
  'allBranchesAndGroups', // the branch directory, before any role is known (start-up, switcher)
  'getAllOperations', // the operation catalogue, the same everywhere
  'getAsyncAggregatedOperationStatus', // tickets answer only their requester
  'getAsyncOperationStatus', // tickets answer only their requester
  'getBillingProviderInfo', // organisation facts, no member data
  'getInitialisationData', // the start-up call: who am I, what roles exist
  'getRestApiUrl', // service addresses
];

const OPERATIONS: readonly string[] = [...OPERATION_IDS, ANY_ROLE, ROLE_ASSIGNMENT_OF_INPUT];

function rootFields(type: GraphQLObjectType | null | undefined) {
  return Object.values(type?.getFields() ?? {}).map((field) => ({
    name: field.name,
    declaration: field.extensions.authorization as
      | (Partial<AuthorizationDeclaration> & { signedInOnly?: string })
      | undefined,
  }));
}

const fields = [...rootFields(schema.getQueryType()), ...rootFields(schema.getMutationType())];

describe('authorization declarations', () => {
  it('every root field declares who may call it', () => {
    expect(fields.filter((field) => !field.declaration).map((field) => field.name)).toEqual([]);
  });

  it('only the allow-listed fields are open to every signed-in user', () => {
    const open = fields.filter((field) => field.declaration && 'signedInOnly' in field.declaration);
    expect(open.map((field) => field.name).sort()).toEqual(SIGNED_IN_ONLY);
  });

  it('names a real operation and a subject kind with a resolver', () => {
    for (const { name, declaration } of fields) {
      if (!declaration || 'signedInOnly' in declaration) continue;
      expect(OPERATIONS, name).toContain(declaration.operation);
      expect(SUBJECT_KINDS, name).toContain(declaration.subject);
      for (const also of declaration.also ?? []) {
        expect(OPERATIONS, name).toContain(also.operation);
        expect(SUBJECT_KINDS, name).toContain(also.subject);
      }
    }
  });

  it('matches the reviewed declarations (a change here is a permission change)', async () => {
    const lines = fields.map(({ name, declaration }) => `${name}: ${printed(declaration)}`).sort();
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('../authorization-declarations.txt');
  });
});

/** One declaration as the reviewed file reads it: what the service checks, in order. */
function printed(declaration: (Partial<AuthorizationDeclaration> & { signedInOnly?: string }) | undefined) {
  if (declaration?.signedInOnly !== undefined) return `signed in (${declaration.signedInOnly})`;
  const check = (part: Partial<Pick<AuthorizationDeclaration, 'operation' | 'subject' | 'reach'>>) =>
    `${String(part.operation)} on ${String(part.subject)}${part.reach === 'see' ? ' (seen: one of its branches)' : ''}`;
  const self = declaration?.selfAllowed ? ', or oneself' : '';
  const also = (declaration?.also ?? []).map((part) => `; and ${check(part)}`).join('');
  const gate = declaration?.gate ? ` [gate: ${declaration.gate}]` : '';
  return `${check(declaration ?? {})}${self}${also}${gate}`;
}
