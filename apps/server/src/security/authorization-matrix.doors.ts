import { randomUUID } from 'node:crypto';
import { makeDoor } from '../features/doors/doors.testing.ts';
import { bearerOf, field, type MatrixRow, route } from './authorization-matrix.run.ts';
import { type Expectations, everyone, OK, UNAUTHENTICATED } from './authorization-matrix.ts';
import type { World } from './authorization-matrix.world.ts';

/**
 * Door keys (docs/access-control.md "Door decisions"): manage-branch-settings on the door's
 * branch, Wellington here; only the admin holds it there. Staff with it elsewhere (Auckland's
 * manager, Australia's area manager) are refused; another organisation has no such branch.
 */
const WELLINGTON_DOORS: Expectations = {
  anonymous: UNAUTHENTICATED,
  noRole: 'ACCESS_DENIED',
  frontDesk: 'ACCESS_DENIED',
  branchManager: 'BRANCH_ACCESS_DENIED',
  reliefDesk: 'ACCESS_DENIED',
  areaManager: 'BRANCH_ACCESS_DENIED',
  superAdmin: OK,
  otherAdmin: 'BRANCH_NOT_FOUND',
};

/** A fresh working door of Wellington, with its key. */
const freshDoor = (world: World) =>
  world.org.build((tx) => makeDoor(tx, { branchId: world.org.branches.wellington.id }));

export const DOOR_ROWS: MatrixRow[] = [
  field('getDoors', {
    subject: "Wellington's doors",
    document: 'query D($branchId: ID!) { getDoors(branchId: $branchId) { id } }',
    variables: (world) => ({ branchId: world.org.branches.wellington.id }),
    expect: WELLINGTON_DOORS,
  }),
  field('addDoor', {
    subject: 'a new door at Wellington (a fresh name per call)',
    document:
      'mutation D($branchId: ID!, $name: String!) { addDoor(branchId: $branchId, name: $name) { key } }',
    variables: (world) => ({
      branchId: world.org.branches.wellington.id,
      name: `Door ${randomUUID().slice(0, 8)}`,
    }),
    expect: WELLINGTON_DOORS,
  }),
  field('revokeDoor', {
    subject: 'a fresh working door of Wellington',
    document:
      'mutation D($branchId: ID!, $doorId: ID!) { revokeDoor(branchId: $branchId, doorId: $doorId) { id } }',
    variables: async (world) => ({
      branchId: world.org.branches.wellington.id,
      doorId: (await freshDoor(world)).door.id,
    }),
    expect: WELLINGTON_DOORS,
  }),
];

/** The door's error code, or 'decided' for a decision. */
function swipeAnswer(body: string): string {
  const parsed = JSON.parse(body) as { errors?: { extensions?: { code?: string } }[]; granted?: boolean };
  return (
    parsed.errors?.[0]?.extensions?.code ?? (typeof parsed.granted === 'boolean' ? 'decided' : 'unknown')
  );
}

/** The error code of a card lookup's answer, else 'user'. */
function lookupAnswer(body: string): string {
  const parsed = JSON.parse(body) as { errors?: { extensions?: { code?: string } }[] };
  return parsed.errors?.[0]?.extensions?.code ?? 'user';
}

/**
 * The card lookup (spec 2 §7) sees the holder as GET /access-control/user/:userId does: view-member
 * on the Wellington member's home branch. Another organisation holds no such card, and a held card
 * whose holder one may not see is not found either: a denial would confirm that a guessed number
 * opens a door (docs/security.md "Looking up a card").
 */
const WELLINGTON_CARD_HOLDER: Expectations = {
  anonymous: 'HTTP 401: UNAUTHENTICATED',
  noRole: 'HTTP 404: ACCESS_CARD_NOT_FOUND',
  frontDesk: 'HTTP 200: user',
  branchManager: 'HTTP 404: ACCESS_CARD_NOT_FOUND',
  reliefDesk: 'HTTP 200: user',
  areaManager: 'HTTP 404: ACCESS_CARD_NOT_FOUND',
  superAdmin: 'HTTP 200: user',
  otherAdmin: 'HTTP 404: ACCESS_CARD_NOT_FOUND',
};

export const DOOR_REST_ROWS: MatrixRow[] = [
  route('OPTIONS /access-control/user', {
    subject: 'the CORS preflight of the card lookup (public: browsers send it without credentials)',
    request: async () => ({ method: 'OPTIONS', url: '/access-control/user' }),
    expect: everyone('HTTP 204'),
  }),
  route('GET /access-control/user', {
    subject: "the Wellington member, looked up by their card's number",
    request: async (world, actor) => ({
      method: 'GET',
      url: `/access-control/user?cardNumber=${encodeURIComponent(world.member.cardNumber ?? 'NONE')}`,
      headers: await bearerOf(world, actor),
    }),
    observe: lookupAnswer,
    expect: WELLINGTON_CARD_HOLDER,
  }),
  route('POST /access-control/doors/swipes', {
    subject: "a swipe of Wellington's member, with the caller's access token instead of a door key",
    request: async (world, actor) => ({
      method: 'POST',
      url: '/access-control/doors/swipes',
      headers: { ...(await bearerOf(world, actor)), 'content-type': 'application/json' },
      payload: JSON.stringify({ swipeId: randomUUID(), cardNumber: world.member.cardNumber ?? 'NONE' }),
    }),
    observe: swipeAnswer,
    // A staff token opens no door, whoever holds it: only a door's own key does.
    expect: everyone('HTTP 401: DOOR_KEY_INVALID'),
  }),
  route('POST /access-control/doors/swipes', {
    variant: 'door key',
    subject: "a swipe of Wellington's member by a working Wellington door (the key, whoever sends it)",
    request: async (world) => ({
      method: 'POST',
      url: '/access-control/doors/swipes',
      headers: { authorization: `Door ${(await freshDoor(world)).key}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ swipeId: randomUUID(), cardNumber: world.member.cardNumber ?? 'NONE' }),
    }),
    observe: swipeAnswer,
    expect: everyone('HTTP 200: decided'),
  }),
];
