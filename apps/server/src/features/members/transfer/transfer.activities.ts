import type { ActivitySource } from '../../../platform/activities/activity-source.ts';
import { findTransfersOfPerson } from './transfer.repository.ts';

/** A transfer shows with the arrival tag for it (spec 1 §4.2). */
const TRANSFER_TAGS = ['MANUAL_TRANSFER'];

/** A person's branch transfers as member activities (spec 2 §3 "branchTransfer"). */
export const transferActivities: ActivitySource = {
  kind: 'BRANCH_TRANSFER',
  async list(tx, personId, window) {
    const transfers = await findTransfersOfPerson(tx, personId, window);
    return transfers.map((transfer) => ({
      kind: 'BRANCH_TRANSFER',
      id: transfer.id,
      at: transfer.transferredAt,
      atMicros: transfer.atMicros,
      branchId: transfer.targetBranchId,
      arrivalDepartureDuration: null,
      attendanceStatus: null,
      branchTransfer: {
        sourceBranchId: transfer.sourceBranchId,
        branchId: transfer.targetBranchId,
        tags: TRANSFER_TAGS,
        customerReference: transfer.customerReference,
      },
    }));
  },
};
