import { isValidAbn, isValidNzbn, isValidNzGstNumber } from '@clubline/domain';
import type { SeedStep } from '../../platform/modules/demo-plan.ts';
import { insertBranch, insertBranchGroup } from './branches.repository.ts';

/** The demo organisation's branches (open weekdays 05:30–22:00) and branch groups. */
export const branchesSeed: SeedStep = {
  after: ['organisation'],
  async run(tx, { organisation: org }) {
    const applicationId = org.id;
    for (const b of org.branches) {
      await insertBranch(tx, {
        id: b.id,
        applicationId,
        name: b.name,
        legalName: `${org.name} ${b.city} Limited`,
        isGstRegistered: true,
        ...demoRegistration(b.country, org.branches.indexOf(b)),
        businessHours: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((dayOfWeek) => ({
          dayOfWeek,
          startTime: '05:30',
          finishTime: '22:00',
        })),
        address: {
          address1: `${10 + org.branches.indexOf(b)} Queen Street`,
          address2: null,
          suburb: b.suburb,
          city: b.city,
          state: b.state,
          postalCode: b.postalCode,
          country: b.country,
        },
        contactNumber: { countryCode: b.country, number: b.phone },
        businessEmailAddress: `${b.city.toLowerCase()}@${org.domain}.example.com`,
        country: b.country,
        timeZone: b.timeZone,
        memberDomainName: `${org.domain}.example.com`,
      });
    }
    for (const group of org.groups) {
      await insertBranchGroup(
        tx,
        { id: group.id, applicationId, name: group.name, description: group.description },
        group.branchIds,
      );
    }
  },
};

/**
 * The registration numbers of the demo's branch at `index`: each branch is a company of its own
 * ("Demo Fitness Wellington Limited"), so each has its own GST number, NZBN or ABN, as a tax
 * receipt's reader would expect, and each passes its check digit (the domain's own checks: IRD
 * mod 11, GS1 mod 10, ABN mod 89). The first is the number the demo always had; the others are the
 * next valid numbers a step apart.
 */
export function demoRegistration(
  country: string,
  index: number,
): { gstNumber: string | null; businessNumberType: 'NZBN' | 'ABN'; businessNumber: string } {
  if (country === 'NZ') {
    const ird = firstValid(49_091_850 + index * 10_007, isValidNzGstNumber, (n) =>
      String(n).replace(/^(\d{2,3})(\d{3})(\d{3})$/, '$1-$2-$3'),
    );
    const nzbn = firstValid(9_429_041_000_007 + index * 1_000, isValidNzbn, String);
    return { gstNumber: ird, businessNumberType: 'NZBN', businessNumber: nzbn };
  }
  return {
    gstNumber: null,
    businessNumberType: 'ABN',
    businessNumber: firstValid(51_824_753_556 + index * 1_000, isValidAbn, String),
  };
}

/** The first number from `start` up whose text `valid` accepts (one in 11 to 89 does). */
function firstValid(start: number, valid: (text: string) => boolean, text: (n: number) => string): string {
  for (let n = start; ; n += 1) if (valid(text(n))) return text(n);
}
