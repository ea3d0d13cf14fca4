import type { DemoOrganisation, DemoStaff, SeedStep } from '../../../platform/modules/demo-plan.ts';
import { assessCancellation } from '../fees/session-fees.ts';
import { insertDemoTimetable, loadTimetableInputs } from './demo-timetable.repository.ts';
import { buildDemoTimetable } from './demo-timetable.ts';

/** Whether a demo staff member's assignment reaches the branch (a staff member without one teaches nowhere). */
function worksAt(org: DemoOrganisation, staff: DemoStaff, branchId: string): boolean {
  const scope = staff.scope;
  if (scope === null) return false;
  if ('allBranches' in scope) return true;
  if ('branchId' in scope) return scope.branchId === branchId;
  return org.groups.some((g) => g.id === scope.branchGroupId && g.branchIds.includes(branchId));
}

/** Who teaches at a branch: its own staff first, then those covering it from a group or everywhere. */
function teachersOf(org: DemoOrganisation, branchId: string): string[] {
  const working = org.staff.filter((s) => worksAt(org, s, branchId));
  const home = working.filter((s) => s.homeBranchId === branchId);
  return [...home, ...working.filter((s) => s.homeBranchId !== branchId)].map((s) => s.id);
}

/**
 * The demo timetable (seed/demo-timetable.ts): 8 weeks back and 4 ahead of the seed's day at every
 * branch, with bookings of the members the memberships step sold there. Fixed ids, seeded random:
 * every run of the seed on the same day writes the same sessions; who attended is as of its moment.
 */
export const timetableSeed: SeedStep = {
  after: ['classes', 'memberships'],
  async run(tx, demo) {
    const { organisation: org } = demo;
    const { classesByBranch, membershipsByBranch } = await loadTimetableInputs(tx);
    const timetable = buildDemoTimetable({
      applicationId: org.id,
      tenantNumber: demo.tenantNumber,
      anchor: demo.anchor,
      now: demo.now,
      branches: org.branches.map((branch) => ({
        id: branch.id,
        timeZone: branch.timeZone,
        staffIds: teachersOf(org, branch.id),
        classes: classesByBranch.get(branch.id) ?? [],
        memberships: membershipsByBranch.get(branch.id) ?? [],
      })),
    });
    await insertDemoTimetable(tx, timetable);
    // The late cancellation is assessed as the product assesses one: through the fees' assessment
    // (session_fees and the ledger's CHARGE in this transaction). Under debitsuccess nothing is
    // charged: its billing company collects only its own schedule (docs/billing.md "Class fees").
    if (timetable.lateCancellationId) {
      const outcome = await assessCancellation(tx, org.id, timetable.lateCancellationId);
      const expected = org.billingProvider === 'PAYSMART' ? 'charged' : 'no-billing-account';
      if (outcome !== expected) throw new Error(`The demo late cancellation was assessed ${outcome}`);
    }
  },
};
