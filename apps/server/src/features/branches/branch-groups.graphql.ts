import { branchGroupInputSchema } from '@clubline/domain';
import { z } from 'zod';
import { ANY_ROLE } from '../../platform/auth/authorization.ts';
import { requires } from '../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { requestContext } from '../../platform/graphql/context.ts';
import {
  createBranchGroup,
  getBranchGroup,
  removeBranchFromBranchGroup,
  updateBranchGroup,
} from './branch-groups.service.ts';
import { BranchGroupRef } from './branches.graphql.ts';

const BranchGroupInputRef = builder
  .inputType('BranchGroupInput', {
    description: 'A branch group as the create and edit forms submit it.',
    fields: (t) => ({
      name: t.string({
        required: true,
        description: 'Group name: required, at most 80, unique among groups.',
      }),
      description: t.string({ required: false, description: 'What the group is for: at most 400.' }),
      branches: t.idList({ required: true, description: 'Ids of the member branches: at least one.' }),
    }),
  })
  .validate(branchGroupInputSchema);

const id = z.string().max(100);

const inputOf = (input: { name: string; description?: string | null; branches: (string | number)[] }) => ({
  name: input.name,
  description: input.description ?? null,
  branches: input.branches.map(String),
});

/** Adds the root fields (and fields on other types) of this file to the schema. */
export function registerBranchGroupsFields(): void {
  builder.queryFields((t) => ({
    getBranchGroup: t.field({
      type: BranchGroupRef,
      description:
        'One branch group the viewer holds a role on every branch of; ALL_BRANCHES is the group of every branch.',
      ...requires(ANY_ROLE, 'branch-group'),
      args: { id: t.arg.id({ required: true, validate: id }) },
      resolve: (_root, args, context) => getBranchGroup(requestContext(context), String(args.id)),
    }),
  }));

  builder.mutationFields((t) => ({
    createBranchGroup: t.field({
      type: BranchGroupRef,
      description: 'Creates a branch group; needs manage-branch-group on each of its branches.',
      ...requires('manage-branch-group', 'branches'),
      args: { input: t.arg({ type: BranchGroupInputRef, required: true }) },
      resolve: (_root, args, context) => createBranchGroup(requestContext(context), inputOf(args.input)),
    }),
    updateBranchGroup: t.field({
      type: BranchGroupRef,
      description:
        'Changes a branch group; needs manage-branch-group on its branches before and after. ALL_BRANCHES cannot be edited.',
      ...requires('manage-branch-group', 'branch-group'),
      args: {
        id: t.arg.id({ required: true, validate: id }),
        input: t.arg({ type: BranchGroupInputRef, required: true }),
      },
      resolve: (_root, args, context) =>
        updateBranchGroup(requestContext(context), String(args.id), inputOf(args.input)),
    }),
    removeBranchFromBranchGroup: t.field({
      type: BranchGroupRef,
      description: 'Takes a branch out of a group that has more than one branch.',
      ...requires('manage-branch-group', 'branch-group'),
      args: {
        branchGroupId: t.arg.id({ required: true, validate: id }),
        branchId: t.arg.id({ required: true, validate: id }),
      },
      resolve: (_root, args, context) =>
        removeBranchFromBranchGroup(
          requestContext(context),
          String(args.branchGroupId),
          String(args.branchId),
        ),
    }),
  }));
}
