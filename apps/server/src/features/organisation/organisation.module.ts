import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { registerOrganisationFields } from './organisation.graphql.ts';
import { organisationSeed } from './organisation.seed.ts';

/** The organisation (application): settings, billing provider, REST addresses (spec 1 §3, §7.1). */
export const organisationModule: FeatureModule = {
  name: 'organisation',
  graphql: registerOrganisationFields,
  seed: organisationSeed,
};
