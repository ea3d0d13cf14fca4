import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { registerBranchGroupsFields } from './branch-groups.graphql.ts';
import { registerBranchesFields } from './branches.graphql.ts';
import { branchesSeed } from './branches.seed.ts';
import { branchesSubject, branchGroupSubject, branchSubject } from './subjects.ts';

/** Branches and branch groups (spec 1 §3, spec 3 §2). */
export const branchesModule: FeatureModule = {
  name: 'branches',
  graphql: () => {
    registerBranchesFields();
    registerBranchGroupsFields();
  },
  subjects: { branch: branchSubject, branches: branchesSubject, 'branch-group': branchGroupSubject },
  seed: branchesSeed,
};
