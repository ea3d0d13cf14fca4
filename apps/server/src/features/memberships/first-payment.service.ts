import { DomainError } from '../../platform/errors/errors.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import type { FirstPaymentDetailsView } from './membership-views.ts';

export async function getFirstPaymentDetails(
  _context: RequestContext,
  _branchId: string,
  _input: unknown,
): Promise<FirstPaymentDetailsView> {
  throw new DomainError('FIRST_PAYMENT_DETAILS_UNAVAILABLE');
}
