import { transferPersonToBranchOperation } from './features/members/transfer/transfer.operation.ts';
import { buildRegistry } from './platform/async-operations/async-operations.service.ts';

/** Every asynchronous operation the worker can apply. */
export const asyncOperationRegistry = buildRegistry([transferPersonToBranchOperation]);
