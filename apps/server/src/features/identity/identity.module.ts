import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { registerAuthorsFields } from './authors.graphql.ts';
import { registerIdentityRoutes } from './identity.rest.ts';
import { identitySeed } from './identity.seed.ts';

/** Staff sign-in (OpenID Connect provider, login pages, discovery) and who is behind an account. */
export const identityModule: FeatureModule = {
  name: 'identity',
  graphql: registerAuthorsFields,
  rest: registerIdentityRoutes,
  seed: identitySeed,
};
