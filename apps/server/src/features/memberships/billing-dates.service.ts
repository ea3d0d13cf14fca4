import type { RequestContext } from '../../platform/graphql/context.ts';
import type { BillingLinksView } from './membership-views.ts';

export async function getBillingDates(
  _context: RequestContext,
  _branchId: string,
  _startDate: string,
  _count: number | null,
): Promise<string[]> {
  return [];
}
export async function getFirstPaymentDateOptions(
  _context: RequestContext,
  _branchId: string,
  _frequency: string,
  _startDate: string,
): Promise<string[]> {
  return [];
}
export async function getBillingLinks(
  _context: RequestContext,
  _branchId: string,
  _customerReference: string,
): Promise<BillingLinksView> {
  return { personalDetails: null, paymentHistory: null, paymentDetails: null };
}
