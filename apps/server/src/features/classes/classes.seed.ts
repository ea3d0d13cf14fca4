import { CLASS_COLOURS } from '@clubline/domain';
import { type SeedStep, seedId } from '../../platform/modules/demo-plan.ts';
import type { ClassInsert } from './classes.repository.ts';
import { insertDemoClasses } from './classes.repository.ts';

/** Id kind of this module's demo rows (plans 0x30–0x31, memberships 0x40, arrivals 0x50). */
const KIND = { class: 0x60 } as const;

type DemoClass = Omit<ClassInsert, 'id' | 'applicationId'>;

/** The timetable's classes each demo branch runs, each in its own palette colour. */
const DEMO_CLASSES: readonly DemoClass[] = [
  {
    name: 'Yoga',
    description: 'Vinyasa flow for every level: breath, balance and a long stretch to finish.',
    color: CLASS_COLOURS[1],
    allowOnlineBooking: true,
    allowBookingsFrom: 'ALL',
    waitlistStatus: 'ENABLED',
    waitlistLimit: 5,
  },
  {
    name: 'Spin',
    description: '45 minutes on the bikes to a loud playlist. Bring a towel and a water bottle.',
    color: CLASS_COLOURS[2],
    allowOnlineBooking: true,
    allowBookingsFrom: 'MEMBER',
    waitlistStatus: 'ENABLED',
    waitlistLimit: 10,
  },
  {
    name: 'HIIT',
    description: 'High-intensity intervals: short bursts, short rests, full body.',
    color: CLASS_COLOURS[5],
    allowOnlineBooking: true,
    allowBookingsFrom: 'ALL',
    waitlistStatus: 'DISABLED',
    waitlistLimit: null,
  },
  {
    name: 'Pilates',
    description: 'Mat pilates for core strength and posture. Small groups, booked at the desk.',
    color: CLASS_COLOURS[3],
    allowOnlineBooking: false,
    allowBookingsFrom: 'MEMBER',
    waitlistStatus: 'ENABLED',
    waitlistLimit: 3,
  },
];

/**
 * Spin at each organisation's first branch charges late cancellations and no-shows ($10, inside 2
 * hours, no free waiver), so the demo shows a class fee (the timetable seed records one).
 */
const SPIN_LATE_CANCELLATION = {
  lateCancelEnabled: true,
  lateCancelWindowMinutes: 120,
  lateCancelFeeCents: 1000,
  lateCancelFreeWaivers: 0,
} as const;

/**
 * Yoga, spin, HIIT and pilates at every demo branch, one class per branch (each branch sets its
 * own), with fixed ids: a second run inserts nothing.
 */
export const classesSeed: SeedStep = {
  after: ['branches'],
  async run(tx, { organisation: org, tenantNumber }) {
    const classes: ClassInsert[] = [];
    const branches: { applicationId: string; classId: string; branchId: string }[] = [];
    for (const [branchIndex, branch] of org.branches.entries()) {
      for (const [classIndex, demo] of DEMO_CLASSES.entries()) {
        const id = seedId(tenantNumber, KIND.class, branchIndex * DEMO_CLASSES.length + classIndex + 1);
        const fees = branchIndex === 0 && demo.name === 'Spin' ? SPIN_LATE_CANCELLATION : {};
        classes.push({ ...demo, ...fees, id, applicationId: org.id });
        branches.push({ applicationId: org.id, classId: id, branchId: branch.id });
      }
    }
    await insertDemoClasses(tx, { classes, branches });
  },
};
