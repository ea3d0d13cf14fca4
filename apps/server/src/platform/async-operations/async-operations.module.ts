import type { FeatureModule } from '../modules/feature-module.ts';
import { asyncOperationJob } from './async-operation-job.ts';
import { registerAsyncOperationsFields } from './async-operations.graphql.ts';

/** Asynchronous operations (spec 1 §4.3): the status queries and the job that applies tickets. */
export const asyncOperationsModule: FeatureModule = {
  name: 'async-operations',
  graphql: registerAsyncOperationsFields,
  jobs: [asyncOperationJob],
};
