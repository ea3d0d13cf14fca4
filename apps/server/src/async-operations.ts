import { buildRegistry } from './platform/async-operations/async-operations.service.ts';
import { transferPersonToBranchOperation } from './features/members/transfer.operation.ts';

/** Every asynchronous operation the worker can apply. */
export const asyncOperationRegistry = buildRegistry([transferPersonToBranchOperation]);
