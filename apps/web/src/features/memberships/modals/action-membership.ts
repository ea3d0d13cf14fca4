import type {
  BillingProviderId,
  CountryCode,
  MembershipKind,
  MembershipStatus,
  PlanType,
} from '@clubline/domain';
import type { DebitRowRef } from '../DebitsTable.tsx';

/** What the action modals need of the membership they act on (read by the details page). */
export interface ActionMembership {
  id: string;
  status: MembershipStatus;
  kind: MembershipKind;
  billingProvider: BillingProviderId | null;
  startDate: string;
  endDate: string | null;
  /** Set when staff ended it: its end was chosen, so a pause does not move it. */
  cancellationReason: string | null;
  minimumTermEndDate: string | null;
  customerReference: string | null;
  overdueAmount: number;
  externalPayerRefNumber: string | null;
  planId: string;
  planName: string;
  planType: PlanType;
  optionId: string;
  country: CountryCode | undefined;
  nextPayments: readonly DebitRowRef[];
}
