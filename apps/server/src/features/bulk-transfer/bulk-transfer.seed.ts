import type { SeedStep } from '../../platform/modules/demo-plan.ts';
import { demoMembersOf, recordLastVisits } from '../members/public.ts';
import { organisationDay } from './organisation-day.ts';
import { insertDemoVisits, moverStates } from './seed/demo-movers.repository.ts';
import { demoMoverVisits, moverCandidates, pickMovers } from './seed/demo-movers.ts';

/**
 * A handful of members who trained mostly at another branch last month (seed/demo-movers.ts), so
 * an admin generating last month's transfer list on the demo sees movers and some who cannot
 * move. Their last visits follow, as every demo arrival's do.
 */
export const bulkTransferSeed: SeedStep = {
  after: ['arrivals'],
  async run(tx, demo) {
    const candidates = moverCandidates(demo.organisation, demoMembersOf(demo));
    const { today } = await organisationDay(tx);
    const movers = pickMovers(candidates, await moverStates(tx, candidates, today));
    const visits = demoMoverVisits(demo.organisation, demo.tenantNumber, demo.now, movers);
    await insertDemoVisits(tx, demo.organisation.id, visits);
    await recordLastVisits(
      tx,
      visits.map((visit) => ({ personId: visit.personId, branchId: visit.branchId, at: visit.arrivedAt })),
    );
  },
};
