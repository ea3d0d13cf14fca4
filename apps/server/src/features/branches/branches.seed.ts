import type { SeedStep } from '../../platform/modules/demo-plan.ts';
import { insertBranch, insertBranchGroup } from './branches.repository.ts';
import { demoRegistration } from './seed/demo-registration.ts';

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
