import { makeArrival } from '../features/arrivals/arrivals.testing.ts';
import { field, type MatrixRow } from './authorization-matrix.run.ts';
import { type Expectations, OK, UNAUTHENTICATED } from './authorization-matrix.ts';
import type { World } from './authorization-matrix.world.ts';

/**
 * The arrivals page (docs/arrivals.md "Arrivals page"): view-arrival on the arrival's branch,
 * Wellington here; the manual arrival also needs the person visible (Wellington's member is).
 * Staff of other branches are refused, not told "not found": the branch is in everyone's branch
 * directory. Another organisation has no such branch.
 */
const WELLINGTON_ARRIVALS: Expectations = {
  anonymous: UNAUTHENTICATED,
  noRole: 'ACCESS_DENIED',
  frontDesk: OK,
  branchManager: 'BRANCH_ACCESS_DENIED',
  reliefDesk: OK,
  areaManager: 'BRANCH_ACCESS_DENIED',
  superAdmin: OK,
  otherAdmin: 'BRANCH_NOT_FOUND',
};

/** A visit of Wellington's shared member at Wellington. */
function freshArrival(world: World) {
  return world.org.build((tx) =>
    makeArrival(tx, { personId: world.member.id, branchId: world.org.branches.wellington.id }),
  );
}

export const ARRIVAL_PAGE_ROWS: MatrixRow[] = [
  field('getArrivals', {
    subject: "Wellington's arrivals today",
    document: 'query A($branchId: ID!) { getArrivals(branchId: $branchId) { day arrivals { id } } }',
    variables: (world) => ({ branchId: world.org.branches.wellington.id }),
    expect: WELLINGTON_ARRIVALS,
  }),
  field('getArrival', {
    subject: "a visit of Wellington's member at Wellington",
    document: 'query A($id: ID!, $branchId: ID!) { getArrival(id: $id, branchId: $branchId) { id } }',
    variables: async (world) => ({
      id: (await freshArrival(world)).id,
      branchId: world.org.branches.wellington.id,
    }),
    expect: WELLINGTON_ARRIVALS,
  }),
  field('addArrival', {
    subject: "a manual arrival of Wellington's member at Wellington",
    document: 'mutation A($input: AddArrivalInput!) { addArrival(addArrivalInput: $input) { ticketId } }',
    variables: (world) => ({
      input: { branchId: world.org.branches.wellington.id, personId: world.member.id },
    }),
    expect: WELLINGTON_ARRIVALS,
  }),
];
