import type { SeedStep } from '../../platform/modules/demo-plan.ts';
import { recordLastVisits } from '../members/public.ts';
import { setVisitPassesUsed } from '../memberships/public.ts';
import { loadArrivalHistories, loadVaccinationRequirements } from './seed/arrival-history.repository.ts';
import { insertDemoArrivals } from './seed/demo-arrivals.repository.ts';
import { buildDemoArrivals } from './seed/demo-arrivals.ts';
import { decideDemoSwipe } from './seed/demo-decision.ts';

/**
 * The demo arrivals over the last 24 months and earlier today, each decided by the door's rule
 * against the memberships as they stood then (seed/demo-arrivals.ts), and what follows from them:
 * each role's last visit and each visit pass's visits left. It reads what the memberships step
 * wrote.
 */
export const arrivalsSeed: SeedStep = {
  after: ['members', 'memberships'],
  async run(tx, demo) {
    const { organisation: org } = demo;
    const { persons, memberships } = await loadArrivalHistories(tx);
    const requirements = await loadVaccinationRequirements(tx);
    const built = buildDemoArrivals({
      applicationId: org.id,
      tenantNumber: demo.tenantNumber,
      anchor: demo.anchor,
      now: demo.now,
      branches: org.branches,
      persons,
      memberships,
      // The front desk of the branch (else anyone working there, else the organisation's admin).
      recorderAt: (branchId) =>
        (org.staff.find((s) => s.homeBranchId === branchId) ?? org.staff[0])?.userId ?? null,
      decide: (swipe) => decideDemoSwipe(swipe, requirements),
    });
    await insertDemoArrivals(tx, built.arrivals);
    await recordLastVisits(tx, built.lastVisits);
    await setVisitPassesUsed(tx, built.visitsUsed);
  },
};
