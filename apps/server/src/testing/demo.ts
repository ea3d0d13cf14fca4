import type { Viewer } from '../platform/graphql/context.ts';
import { DEMO_MEMBER_ID } from '../platform/modules/demo-plan.ts';
import { DEMO_ORGANISATIONS } from '../seed/demo-data.ts';

const [demoOrg] = DEMO_ORGANISATIONS;
if (!demoOrg) throw new Error('The demo seed must define the demo organisation');

const viewerOf = (org: typeof demoOrg, username: string): Viewer => {
  const staff = org.staff.find((member) => member.username === username);
  if (!staff) throw new Error(`No seeded staff ${username}`);
  return { applicationId: org.id, userId: staff.userId };
};

const branchId = (org: typeof demoOrg, index: number): string => {
  const branch = org.branches[index];
  if (!branch) throw new Error(`No seeded branch ${index}`);
  return branch.id;
};

/**
 * Named handles on the seeded demo data, for the seed's own tests (seed/*.test.ts, which clone the
 * `demo` template). Every other test builds its data with testing/builders.ts.
 */
export const demo = {
  applicationId: demoOrg.id,
  superAdmin: viewerOf(demoOrg, 'super.admin'),
  areaManager: viewerOf(demoOrg, 'area.manager'),
  branchManager: viewerOf(demoOrg, 'branch.manager'),
  frontDesk: viewerOf(demoOrg, 'front.desk'),
  noRole: viewerOf(demoOrg, 'no.role'),
  /** Auckland CBD (the branch manager's), Wellington (front desk's), Sydney (Australia group). */
  auckland: branchId(demoOrg, 0),
  wellington: branchId(demoOrg, 1),
  sydney: branchId(demoOrg, 3),
  branchIds: demoOrg.branches.map((branch) => branch.id),
  /**
   * Persons are seeded branch by branch, `membersPerBranch` (400) each, in branch order. By `n`:
   * n % 10 < 7 Members (with a card), else Prospects; n % 20 = 11 also reciprocal Members at the next
   * branch; n % 40 = 33 transferred in; n < 10 plain (features/members/seed/demo-members.ts).
   */
  memberOf(branchIndex: number, n = 0): string {
    return DEMO_MEMBER_ID(1, branchIndex * demoOrg.membersPerBranch + n);
  },
};
