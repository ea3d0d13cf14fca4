import type { FeatureModule } from '../modules/feature-module.ts';
import { registerFileRoutes } from './files.rest.ts';
import { temporaryFilesPurgeJob } from './temporary-files.job.ts';
import { databaseUploadClaims } from './upload-claims.ts';

/**
 * Signed file addresses (PUT uploads, GET downloads at /files/<token>): the token is the
 * capability, so the routes take no bearer token. Expired generated files are purged by a job.
 */
export const filesModule: FeatureModule = {
  name: 'files',
  rest: (app, env) =>
    registerFileRoutes(app, {
      storage: env.deps.files.storage,
      urls: env.deps.files.urls,
      claims: databaseUploadClaims(env.deps.db),
      handlers: env.uploads,
    }),
  jobs: [temporaryFilesPurgeJob],
};
