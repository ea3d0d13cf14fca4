import { isPaymentOptionActionAllowed } from '@clubline/domain';
import { z } from 'zod';
import { registerAsyncOperation } from '../../platform/async-operations/async-operation.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { findOption, updateOption } from './plans.repository.ts';

const paymentOptionStatusInput = z.object({
  membershipPlanId: z.uuid(),
  id: z.uuid(),
  action: z.enum(['PUBLISH', 'ARCHIVE']),
});
export type PaymentOptionStatusOperation = z.infer<typeof paymentOptionStatusInput>;

const TARGET = { PUBLISH: 'PUBLISHED', ARCHIVE: 'ARCHIVED' } as const;

/**
 * Publishes or archives a payment option (spec 3 §4: asynchronous, the plan is refetched after).
 * Applied by the worker in the ticket's transaction with the option locked. An option already in the
 * target status is left as it is (two clicks, two tickets, one change); a status that no longer
 * allows the action (archived since the request) ends the ticket in ERROR.
 */
function statusOperation(name: string) {
  return registerAsyncOperation({
    domain: 'PAYMENT_OPTION',
    name,
    input: paymentOptionStatusInput,
    async apply(tx, input) {
      const option = await findOption(tx, input.membershipPlanId, input.id, { lock: true });
      if (!option) throw new DomainError('PAYMENT_OPTION_NOT_FOUND');
      const target = TARGET[input.action];
      if (option.status !== target) {
        if (!isPaymentOptionActionAllowed(option.status, input.action)) {
          throw new DomainError('PAYMENT_OPTION_ACTION_NOT_ALLOWED', {
            action: target.toLowerCase(),
            status: option.status.toLowerCase(),
          });
        }
        await updateOption(tx, option.id, { status: target });
      }
      return { resultType: 'PaymentOption', resultId: option.id };
    },
  });
}

export const publishPaymentOptionOperation = statusOperation('publishPaymentOption');
export const archivePaymentOptionOperation = statusOperation('archivePaymentOption');
