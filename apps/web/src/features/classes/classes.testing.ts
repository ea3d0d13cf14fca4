import { branches } from '../../testing/fixtures.ts';
import type { OperationData } from '../../testing/operations.ts';

/** Test data for the class pages, typed from the documents that read it. */
export type ClassData = NonNullable<OperationData<'Class'>['getClass']>;
export type ListedClassData = OperationData<'Classes'>['getClasses'][number];

const branchRef = (id: string) => {
  const found = branches.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No test branch ${id}`);
  return { __typename: 'Branch' as const, id: found.id, name: found.name };
};

export function makeClass(overrides: Partial<ClassData> = {}): ClassData {
  return {
    __typename: 'Class',
    id: 'class-1',
    name: 'Yoga',
    description: 'Slow flow for every level',
    color: '#1971C2',
    allowOnlineBooking: true,
    allowBookingsFrom: 'ALL',
    bookingByMembership: { __typename: 'ClassBookingByMembership', isAllowed: false, membershipPlans: [] },
    sessionWaitlistConfig: { __typename: 'SessionWaitlistConfig', status: 'DISABLED', limit: null },
    hasActiveSessionWaitlist: false,
    waitlistOffers: { __typename: 'ClassWaitlistOffers', holdMinutes: 120, cutoffMinutes: 60 },
    lateCancellation: {
      __typename: 'ClassLateCancellation',
      enabled: false,
      windowMinutes: 120,
      feeCents: 0,
      freeWaivers: 1,
    },
    branches: [branchRef('wlg')],
    canEdit: true,
    ...overrides,
  };
}

/** A class as the list reads it. */
export function listed(item: ClassData): ListedClassData {
  return {
    __typename: 'Class',
    id: item.id,
    name: item.name,
    description: item.description,
    color: item.color,
    allowBookingsFrom: item.allowBookingsFrom,
    sessionWaitlistConfig: item.sessionWaitlistConfig,
    branches: item.branches,
  };
}

export const classPlansAnswer = {
  data: {
    getMembershipPlansWithoutPaymentOptions: [
      { __typename: 'MembershipPlan' as const, id: 'plan-1', name: 'Anytime' },
      { __typename: 'MembershipPlan' as const, id: 'plan-2', name: '10 visit pass' },
    ],
  },
};
