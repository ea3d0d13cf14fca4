import {
  type Address,
  type BranchInfo,
  branchInfoMessages,
  branchInfoSchema,
  isUuid,
  type StoredAddress,
} from '@clubline/domain';
import { authorize } from '../../platform/auth/authorization.ts';
import { isUniqueViolation } from '../../platform/db/constraint-errors.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError, withFieldErrors } from '../../platform/errors/errors.ts';
import { parseInput } from '../../platform/errors/validation.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import {
  type BranchInfoChange,
  type BranchRow,
  branchNameTaken,
  lockBranch,
  updateBranchInfo,
} from './branches.repository.ts';

/** Spec 2 §7 editBranch branchInfo, as GraphQL hands it over (every field unchecked). */
export interface BranchInfoInput {
  id: string;
  country?: string | null;
  [field: string]: unknown;
}

/** Editing a branch's information (spec 2 §6): manage-branch-settings on that branch. */
export const EDIT_BRANCH_OPERATION = 'manage-branch-settings';

const nameTaken = () =>
  withFieldErrors(new DomainError('BRANCH_NAME_TAKEN'), { name: branchInfoMessages.nameTaken });

/**
 * Spec 2 §5 "Branch edit": checks the information by the branch's country (stored, not editable)
 * and saves it in one transaction, the row locked so two edits do not interleave. A name another
 * branch holds is refused, by the pre-check or, when two edits race, by the unique index.
 */
export async function editBranch(context: RequestContext, input: BranchInfoInput): Promise<BranchRow> {
  if (!isUuid(input.id)) throw new DomainError('BRANCH_NOT_FOUND');
  try {
    return await withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
      await authorize(context, tx, EDIT_BRANCH_OPERATION, { kind: 'branch', id: input.id });
      const branch = await lockBranch(tx, input.id);
      if (!branch) throw new DomainError('BRANCH_NOT_FOUND');
      if (input.country != null && input.country !== branch.country) {
        throw withFieldErrors(new DomainError('BRANCH_COUNTRY_READ_ONLY'), {
          country: "A branch's country cannot be changed",
        });
      }
      const info = parseInput(branchInfoSchema(branch.country), input);
      if (await branchNameTaken(tx, info.name, branch.id)) throw nameTaken();
      return updateBranchInfo(tx, branch.id, storedInfo(info));
    });
  } catch (error) {
    if (isUniqueViolation(error, 'branches_application_name_idx')) throw nameTaken();
    throw error;
  }
}

function storedInfo(info: BranchInfo): BranchInfoChange {
  return {
    name: info.name,
    legalName: info.legalName,
    businessNumber: info.businessNumber,
    businessNumberType: info.businessNumberType,
    gstNumber: info.gstNumber,
    isGstRegistered: info.isGstRegistered,
    address: storedAddress(info.address),
    contactNumber: info.contactNumber ? { ...info.contactNumber } : null,
    businessEmailAddress: info.businessEmailAddress,
  };
}

const storedAddress = (address: Address): StoredAddress => ({
  address1: address.address1 ?? null,
  address2: address.address2 ?? null,
  suburb: address.suburb ?? null,
  city: address.city ?? null,
  state: address.state ?? null,
  postalCode: address.postalCode ?? null,
  country: address.country,
});
