import { STAFF_WAIVE_HOURS } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { ANY_ROLE } from '../../../platform/auth/authorization.ts';
import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import { MembershipTransactionRef } from '../../memberships/public.ts';
import { type ClassFeeView, classFeesOfEntries } from './session-fee-views.service.ts';
import { waiveSessionFee } from './session-fee-waiver.ts';

const ClassFeeRef = builder.objectRef<ClassFeeView>('ClassFee').implement({
  description: "A late cancellation or no-show fee, behind its charge on the member's transactions.",
  fields: (t) => ({
    id: t.exposeID('feeId', { description: 'The fee (waiveSessionFee takes it).' }),
    kind: t.exposeString('kind', { description: 'LATE_CANCELLATION or NO_SHOW.' }),
    outcome: t.exposeString('outcome', { description: 'CHARGED, or WAIVED by staff since.' }),
    waivableUntil: t.string({
      nullable: true,
      description: `ISO instant: staff may waive a charged fee until ${STAFF_WAIVE_HOURS} hours after the charge; null once waived.`,
      resolve: (fee) =>
        fee.outcome === 'CHARGED'
          ? Temporal.Instant.fromEpochMilliseconds(fee.chargedAt.getTime())
              .add({ hours: STAFF_WAIVE_HOURS })
              .toString()
          : null,
    }),
    canWaive: t.exposeBoolean('canWaive', {
      description:
        "Whether the viewer may waive it now: charged, within the waiver's hours, and manage-membership at the membership's branch.",
    }),
  }),
});

/**
 * waiveSessionFee(feeId), and on each transaction row the class fee its charge is (docs/billing.md
 * "Class fees"): the member's transactions are where staff see the fee and waive it.
 */
export function registerSessionFeeFields(): void {
  builder.objectField(MembershipTransactionRef, 'classFee', (t) =>
    t.loadable({
      type: ClassFeeRef,
      nullable: true,
      description: 'The late cancellation or no-show fee this charge is; null for any other row.',
      load: (ids: string[], context) => classFeesOfEntries(requestContext(context), ids),
      resolve: (row) => row.id,
    }),
  );
  builder.mutationFields((t) => ({
    waiveSessionFee: t.field({
      type: 'Boolean',
      description:
        "Waives a charged late cancellation or no-show fee within 24 hours of the charge: a payment of type 'Fee waived' cancels it on the member's transactions. manage-membership at the charged membership's branch.",
      ...requires('manage-membership', 'branch', {
        also: [{ operation: ANY_ROLE, subject: 'branch' }],
      }),
      args: { feeId: t.arg.id({ required: true, validate: z.string().max(100) }) },
      resolve: (_root, args, context) => waiveSessionFee(requestContext(context), String(args.feeId)),
    }),
  }));
}
