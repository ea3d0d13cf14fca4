import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { bulkTransferSeed } from './bulk-transfer.seed.ts';
import { registerTransferListFields } from './transfer-list.graphql.ts';
import {
  generateTransferListOperation,
  startTransferRunOperation,
  undoTransferListMemberOperation,
} from './transfer-list.operations.ts';
import { transferRunJob } from './transfer-run.job.ts';

/**
 * Bulk transfer (spec 3 §3–§9; docs/bulk-transfer.md): transfer lists generated from arrivals,
 * their dry run, runs that move each member in a transaction of their own through the one-member
 * transfer, retries and undo.
 */
export const bulkTransferModule: FeatureModule = {
  name: 'bulk-transfer',
  graphql: registerTransferListFields,
  asyncOperations: [
    generateTransferListOperation,
    startTransferRunOperation,
    undoTransferListMemberOperation,
  ],
  jobs: [transferRunJob],
  seed: bulkTransferSeed,
};
