import { z } from 'zod';
import { ANY_ROLE } from '../../../platform/auth/authorization.ts';
import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import { waiveSessionFee } from './session-fee-waiver.ts';

/** waiveSessionFee(feeId) (docs/billing.md "Class fees"). */
export function registerSessionFeeFields(): void {
  builder.mutationFields((t) => ({
    waiveSessionFee: t.field({
      type: 'Boolean',
      description:
        "Waives a charged late cancellation or no-show fee within 24 hours of the charge: a payment of type 'Fee waived' cancels it on the member's transactions. manage-membership at the session's branch.",
      ...requires('manage-membership', 'branch', {
        also: [{ operation: ANY_ROLE, subject: 'branch' }],
      }),
      args: { feeId: t.arg.id({ required: true, validate: z.string().max(100) }) },
      resolve: (_root, args, context) => waiveSessionFee(requestContext(context), String(args.feeId)),
    }),
  }));
}
