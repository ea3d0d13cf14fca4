import { z } from 'zod';
import { registerAsyncOperation } from '../../platform/async-operations/async-operation.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { findBranchInTransaction } from '../branches/public.ts';
import { findPersonInTransaction } from '../members/public.ts';
import { recordArrival } from './record-arrival.ts';

export const manualArrivalInput = z.object({
  branchId: z.uuid({ message: 'Invalid branchId' }),
  personId: z.uuid({ message: 'Invalid personId' }),
});
export type ManualArrivalInput = z.infer<typeof manualArrivalInput>;

/**
 * A manual arrival (spec 2 §4 "add manual arrival"): staff at the desk record that a person came
 * in without a swipe. The worker applies it in one transaction with the ticket; the person and the
 * branch are read again because either may have gone since the request. Staff let the person in,
 * so the arrival is granted and tagged MANUAL, at the moment the worker applies it (a few hundred
 * milliseconds after the request).
 */
export const manualArrivalOperation = registerAsyncOperation({
  domain: 'ACCESS_CONTROL',
  name: 'addManualArrival',
  input: manualArrivalInput,
  async apply(tx, input, context) {
    const person = await findPersonInTransaction(tx, input.personId);
    if (!person) throw new DomainError('MEMBER_NOT_FOUND');
    const branch = await findBranchInTransaction(tx, input.branchId);
    if (!branch) throw new DomainError('BRANCH_NOT_FOUND');
    // recordArrival moves the person's last visit at the branch and tells the live channel.
    const { arrivalId } = await recordArrival(tx, context.applicationId, {
      personId: person.id,
      branchId: branch.id,
      arrivedAt: new Date(),
      tags: ['MANUAL'],
      granted: true,
      recordedByUserId: context.requestedByUserId,
    });
    return { resultType: 'Arrival', resultId: arrivalId };
  },
});
