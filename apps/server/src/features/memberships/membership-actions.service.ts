import type { AsyncOperationTicket } from '../../platform/async-operations/async-operation.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';

export async function attachMembership(
  _c: RequestContext,
  _b: string,
  _i: unknown,
): Promise<AsyncOperationTicket> {
  throw new DomainError('MEMBERSHIP_NOT_FOUND');
}
export async function cancelMembership(_c: RequestContext, _i: unknown): Promise<AsyncOperationTicket> {
  throw new DomainError('MEMBERSHIP_NOT_FOUND');
}
export async function changeMembership(
  _c: RequestContext,
  _b: string,
  _i: unknown,
): Promise<AsyncOperationTicket> {
  throw new DomainError('MEMBERSHIP_NOT_FOUND');
}
export async function payOverdueInBranch(_c: RequestContext, _i: unknown): Promise<AsyncOperationTicket> {
  throw new DomainError('MEMBERSHIP_NOT_FOUND');
}
