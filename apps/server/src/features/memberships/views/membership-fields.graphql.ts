import {
  billingStatusOf,
  CANCELLATION_REASONS,
  isAccessAllowedByAdmin,
  isHistoryStatus,
} from '@clubline/domain';
import { AsyncOperationStatusRef } from '../../../platform/async-operations/async-operations.graphql.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import { BranchRef } from '../../branches/public.ts';
import { HomeBranchRef, MemberActivityRef, PersonRef } from '../../members/public.ts';
import { BillingProviderEnum } from '../../organisation/public.ts';
import { lazyParents, MembershipPlanRef, PaymentOptionRef } from '../../plans/public.ts';
import { dishonourOf } from './dishonour.ts';
import { todayAt } from './membership-loader.ts';
import { loadCurrentMembershipNames } from './membership-names.ts';
import {
  BillingStatusEnum,
  CancellationReasonEnum,
  DdrStatusEnum,
  DishonourRef,
  MembershipKindEnum,
  MembershipRef,
  MembershipStatusEnum,
  ScheduledDebitRef,
} from './membership-types.graphql.ts';
import {
  loadMembershipsOfPersons,
  loadOverdueReferencesOfPersons,
  membershipOfTicket,
} from './memberships.service.ts';

/** Debits listed by nextPayments at most (a year of fortnights). */
const MAX_NEXT_PAYMENTS = 26;

/** The Membership type's fields. */
export function registerMembershipObjectFields(): void {
  MembershipRef.implement({
    description: 'A membership sold to a person (spec 2 §3 "Membership"). Money in cents.',
    fields: (t) => ({
      id: t.id({ description: 'Membership id.', resolve: (m) => m.row.id }),
      personId: t.id({ description: 'Its member.', resolve: (m) => m.row.personId }),
      branchId: t.id({ description: 'The branch that sold it.', resolve: (m) => m.row.branchId }),
      startDate: t.string({ description: 'YYYY-MM-DD, first day.', resolve: (m) => m.row.startDate }),
      endDate: t.string({
        nullable: true,
        description: 'YYYY-MM-DD: over on this day (the last day is the day before).',
        resolve: (m) => m.row.endDate,
      }),
      allowAccessUntil: t.string({
        nullable: true,
        description:
          "Unblock: YYYY-MM-DD, the last day an admin lets this BLOCKED member in (from the day it was given, in the home branch's calendar); null when no allowance is in force today.",
        resolve: (m) =>
          isAccessAllowedByAdmin(
            { allowAccessFrom: m.row.allowAccessFrom, allowAccessUntil: m.row.allowAccessUntil },
            m.today.toString(),
          )
            ? m.row.allowAccessUntil
            : null,
      }),
      createdAt: t.field({
        type: 'DateTime',
        description: 'When it was sold.',
        resolve: (m) => m.row.createdAt,
      }),
      status: t.field({
        type: MembershipStatusEnum,
        description: 'Its effective status today.',
        resolve: (m) => m.status,
      }),
      isHistory: t.boolean({ description: 'ENDED or EXPIRED.', resolve: (m) => isHistoryStatus(m.status) }),
      kind: t.field({
        type: MembershipKindEnum,
        description: 'BILLING or NON_BILLING.',
        resolve: (m) => m.kind,
      }),
      billingProvider: t.field({
        type: BillingProviderEnum,
        nullable: true,
        description: 'The provider billing it; null for NON_BILLING.',
        resolve: (m) => m.provider,
      }),
      ddrStatus: t.field({
        type: DdrStatusEnum,
        nullable: true,
        description: 'Its direct-debit request state.',
        resolve: (m) => ddrOf(m.account?.ddrStatus),
      }),
      accountBillingStatus: t.field({
        type: BillingStatusEnum,
        nullable: true,
        description: 'The account billing status.',
        resolve: (m) => billingStatusOf(m.account?.accountBillingStatus),
      }),
      accountBillingStatusReason: t.string({
        nullable: true,
        description: 'Why the account has its status.',
        resolve: (m) => m.account?.accountBillingStatusReason ?? null,
      }),
      accountBillingStatusDate: t.field({
        type: 'DateTime',
        nullable: true,
        description: 'When the account got its status.',
        resolve: (m) => m.account?.accountBillingStatusDate ?? null,
      }),
      customerReference: t.string({
        nullable: true,
        description: "The provider's customer id, once payment setup is complete.",
        resolve: (m) => m.account?.customerReference ?? null,
      }),
      signupToken: t.string({
        nullable: true,
        description: 'The payment setup token; null unless DDR_PENDING and not expired.',
        resolve: (m) => (m.signupLink ? (m.account?.signupToken ?? null) : null),
      }),
      signupLink: t.string({
        nullable: true,
        description: 'The payment setup page for the member; null unless DDR_PENDING and not expired.',
        resolve: (m) => m.signupLink,
      }),
      signupTokenExpiresAt: t.field({
        type: 'DateTime',
        nullable: true,
        description: 'When the payment setup token expires.',
        resolve: (m) => (m.signupLink ? (m.account?.signupTokenExpiresAt ?? null) : null),
      }),
      paymentMethodSummary: t.string({
        nullable: true,
        description: 'What staff may see of the bank account or card.',
        resolve: (m) => m.account?.paymentMethodSummary ?? null,
      }),
      // Sums of a ledger: Float (an exact whole number up to 2^53), as a sum of 32-bit amounts
      // can exceed GraphQL's 32-bit Int and must not make the membership unreadable.
      overdueAmount: t.float({
        description: 'Cents due by today and neither paid nor on its way (from the ledger); a whole number.',
        resolve: (m) => m.summary.overdueAmount,
      }),
      lastDishonour: t.field({
        type: DishonourRef,
        nullable: true,
        description: 'The last dishonoured debit while overdue.',
        resolve: (m) => dishonourOf(m.summary.lastDishonour),
      }),
      totalPayment: t.float({
        description: 'Cents paid so far (settled debits and payments, not a fee waived); a whole number.',
        resolve: (m) => m.totalPaid,
      }),
      joinFee: t.int({ description: 'Cents, as sold.', resolve: (m) => m.row.joinFee }),
      accessCardFee: t.int({ description: 'Cents, as sold.', resolve: (m) => m.row.accessCardFee }),
      numberOfVisitsLeft: t.int({
        nullable: true,
        description: 'Visit passes: visits left.',
        resolve: (m) => m.row.numberOfVisitsLeft,
      }),
      oneOffPaymentType: t.string({
        nullable: true,
        description: 'How a one-off price is paid.',
        resolve: (m) => m.row.oneOffPaymentType,
      }),
      externalPayerRefNumber: t.string({
        nullable: true,
        description: "External payer plans: the payer's reference.",
        resolve: (m) => m.row.externalPayerRefNumber,
      }),
      firstPaymentDate: t.string({
        nullable: true,
        description: 'YYYY-MM-DD of the first direct debit.',
        resolve: (m) => m.firstPaymentDate,
      }),
      minimumTermEndDate: t.string({
        nullable: true,
        description: "YYYY-MM-DD: the fixed term's or minimum term's end; null if none.",
        resolve: (m) => m.minimumTermEndDate,
      }),
      cancellationReason: t.field({
        type: CancellationReasonEnum,
        nullable: true,
        description: 'Why it ended.',
        resolve: (m) => cancellationReasonOf(m.row.cancellationReason),
      }),
      endDates: t.stringList({
        nullable: true,
        description:
          'End (spec 2 §5): the dates a billing member may end on, YYYY-MM-DD, the ones End accepts (billing dates from the end of what is already charged, up to six months ahead or the current end date); null when not billing.',
        resolve: (m) => m.endDates(),
      }),
      nextPayments: t.field({
        type: [ScheduledDebitRef],
        description: `The next direct debits from today (schedule), at most ${MAX_NEXT_PAYMENTS}.`,
        args: { count: t.arg.int({ defaultValue: 6 }) },
        resolve: (m, args) => m.debits(Math.max(0, Math.min(args.count ?? 6, MAX_NEXT_PAYMENTS))),
      }),
      membershipPlan: t.field({
        type: MembershipPlanRef,
        description: 'The plan it was sold under.',
        resolve: (m, _args, context) =>
          lazyParents(requestContext(context), [m.plan], { withPaymentOptions: false })[0] ?? {
            row: m.plan,
            details: () => Promise.resolve({ branches: [], paymentOptions: [], canEdit: false }),
          },
      }),
      paymentOption: t.field({
        type: PaymentOptionRef,
        description: 'The payment option it was sold under (its selling branches are not listed here).',
        resolve: (m) => ({
          row: m.option,
          planType: m.plan.type,
          sellingBranches: [],
          branchSettings: [],
          canManage: false,
        }),
      }),
    }),
  });
}

const MembershipChangeActivityRef = builder
  .objectRef<{ branchId: string; membershipId: string; action: string }>('MembershipChangeActivity')
  .implement({
    description:
      'A membership added, ended, changed to another option, or blocked and unblocked by overdue control.',
    fields: (t) => ({
      branchId: t.exposeID('branchId', { description: 'The branch of the membership.' }),
      membershipId: t.exposeID('membershipId', { description: 'The membership (the new one for a change).' }),
      action: t.exposeString('action', {
        description:
          'ADDED, ENDED or CHANGED; BLOCKED or UNBLOCKED by overdue control (docs/overdue-control.md); SUSPENDED when staff suspended it.',
      }),
    }),
  });

/**
 * Person.memberships, Person.overdueReferences, the result of MEMBERSHIP tickets, activities, and
 * Branch.today and HomeBranch.today.
 */
export function registerMembershipFieldsOfOthers(): void {
  // Staff's forms judge business dates (a sale's start, suspension and end dates) by the server's
  // day, not the browser's: the billing clock's, which BILLING_CLOCK_DATE may set.
  for (const ref of [BranchRef, HomeBranchRef]) {
    builder.objectField(ref, 'today', (t) =>
      t.string({
        description:
          "YYYY-MM-DD: today at the branch on the billing clock, the day the server judges memberships' dates by (staff forms validate against it).",
        resolve: (branch) => todayAt(branch).toString(),
      }),
    );
  }

  builder.objectField(MemberActivityRef, 'membershipChange', (t) =>
    t.field({
      type: MembershipChangeActivityRef,
      nullable: true,
      description: 'Set for MEMBERSHIP_CHANGE.',
      resolve: (entry) => entry.membershipChange ?? null,
    }),
  );

  builder.objectFields(PersonRef, (t) => ({
    memberships: t.loadableList({
      type: MembershipRef,
      description: 'Their memberships when the viewer may view members of their home branch (else empty).',
      load: (personIds: string[], context) => loadMembershipsOfPersons(requestContext(context), personIds),
      resolve: (person) => person.id,
    }),
    currentMembershipNames: t.loadableList({
      type: 'String',
      description:
        "The plan names of their current memberships (not ended or expired; pending ones count), in start order, each once: the branch member list's Membership type column. Empty when the viewer may not view members of their home branch.",
      load: (personIds: string[], context) => loadCurrentMembershipNames(requestContext(context), personIds),
      resolve: (person) => person.id,
    }),
    overdueReferences: t.loadableList({
      type: 'String',
      description: 'Customer references of their paysmart memberships with an overdue amount.',
      load: (personIds: string[], context) =>
        loadOverdueReferencesOfPersons(requestContext(context), personIds),
      resolve: (person) => person.id,
    }),
  }));

  builder.objectField(AsyncOperationStatusRef, 'membership', (t) =>
    t.field({
      type: MembershipRef,
      nullable: true,
      description:
        'The resulting membership, for MEMBERSHIP operations; null when the viewer may not see it.',
      resolve: (status, _args, context) =>
        status.resultType === 'Membership' && status.resultId
          ? membershipOfTicket(requestContext(context), status.resultId)
          : null,
    }),
  );
}

function ddrOf(value: string | undefined) {
  return (
    (['DDR_PENDING', 'DDR_ACTIVE', 'DDR_REJECTED', 'DDR_DELETED'] as const).find((v) => v === value) ?? null
  );
}

function cancellationReasonOf(value: string | null) {
  return CANCELLATION_REASONS.find((reason) => reason === value) ?? null;
}
