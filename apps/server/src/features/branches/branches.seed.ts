import type { SeedStep } from '../../platform/modules/demo-plan.ts';
import { insertBranch, insertBranchGroup } from './branches.repository.ts';
import { demoRegistration } from './seed/demo-registration.ts';

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;

/**
 * A club's week: early to late on weekdays, shorter at the weekend. The weekend is open, because
 * the timetable runs classes then (HIIT and yoga on Saturday morning, yoga on Sunday; the
 * sessions' seed folder checks every seeded session lies inside these hours), and opens at 07:00
 * both days, when the earliest of them (a bootcamp that may fall on either) starts.
 */
const DEMO_BUSINESS_HOURS = [
  ...WEEKDAYS.map((dayOfWeek) => ({ dayOfWeek, startTime: '05:30', finishTime: '22:00' })),
  { dayOfWeek: 'SATURDAY', startTime: '07:00', finishTime: '18:00' },
  { dayOfWeek: 'SUNDAY', startTime: '07:00', finishTime: '17:00' },
];

/** The demo organisation's branches (open every day, `DEMO_BUSINESS_HOURS`) and branch groups. */
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
        businessHours: DEMO_BUSINESS_HOURS,
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
