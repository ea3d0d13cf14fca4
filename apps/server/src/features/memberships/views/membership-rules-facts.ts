import {
  billingStatusOf,
  isHistoryStatus,
  PAYMENT_FREQUENCIES,
  PLAN_TYPES,
  type MembershipFacts as RuleFacts,
} from '@clubline/domain';
import type { MembershipView } from './membership-views.ts';

/** A view as the domain's membership rules read it (the web reads the same fields from GraphQL). */
export function factsForRules(view: MembershipView): RuleFacts {
  return {
    status: view.status,
    isHistory: isHistoryStatus(view.status),
    startDate: view.row.startDate,
    endDate: view.row.endDate,
    kind: view.kind,
    billingProvider: view.provider,
    organisationProvider: view.organisationProvider,
    ddrStatus: view.account?.ddrStatus ?? null,
    accountBillingStatus: billingStatusOf(view.account?.accountBillingStatus),
    customerReference: view.account?.customerReference ?? null,
    overdueAmount: view.summary.overdueAmount,
    firstPaymentDate: view.firstPaymentDate,
    planType: PLAN_TYPES.find((type) => type === view.plan.type) ?? null,
    isExternalPayer: view.plan.type === 'EXTERNAL_PAYER',
    paymentFrequency: PAYMENT_FREQUENCIES.find((f) => f === view.option.paymentFrequency) ?? null,
  };
}
