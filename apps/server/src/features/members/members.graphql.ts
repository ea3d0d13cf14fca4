import { z } from 'zod';
import {
  AsyncOperationStatusRef,
  AsyncOperationTicketRef,
} from '../../platform/async-operations/async-operations.graphql.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { requestContext } from '../../platform/graphql/context.ts';
import { getPerson, loadPersons, type PersonRow, transferPersonToBranch } from './members.service.ts';
import { transferPersonToBranchInput } from './transfer.operation.ts';

export const PersonRef = builder.loadableObject('Person', {
  description: 'A member, prospect or staff member (summary fields).',
  load: (ids: string[], context) => loadPersons(requestContext(context), ids),
  sort: (person: PersonRow) => person.id,
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Person id.' }),
    firstName: t.exposeString('firstName', { description: 'First name.' }),
    lastName: t.exposeString('lastName', { description: 'Last name.' }),
    hasImage: t.boolean({
      description: 'Whether a profile image exists.',
      resolve: (p) => p.imageKey !== null,
    }),
    homeBranchId: t.exposeID('homeBranchId', {
      nullable: true,
      description: 'The branch the person belongs to.',
    }),
  }),
});

const TransferPersonToBranchInputRef = builder
  .inputType('TransferPersonToBranchInput', {
    description: 'Which person moves to which branch.',
    fields: (t) => ({
      personId: t.id({ required: true, description: 'The person to move.' }),
      targetBranchId: t.id({ required: true, description: 'The new home branch.' }),
    }),
  })
  .validate(transferPersonToBranchInput);

builder.queryFields((t) => ({
  getPerson: t.field({
    type: PersonRef,
    description: 'One person, when the viewer may view members of their home branch.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true, validate: z.uuid({ message: 'Member not found' }) }) },
    resolve: (_root, args, context) => getPerson(requestContext(context), String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  transferPersonToBranch: t.field({
    type: AsyncOperationTicketRef,
    description: 'Starts moving a person to another home branch; poll the ticket for the person.',
    authScopes: { anyBranch: 'manage-member' },
    args: { transferPersonToBranchInput: t.arg({ type: TransferPersonToBranchInputRef, required: true }) },
    resolve: (_root, args, context) =>
      transferPersonToBranch(requestContext(context), args.transferPersonToBranchInput),
  }),
}));

builder.objectField(AsyncOperationStatusRef, 'person', (t) =>
  t.field({
    type: PersonRef,
    nullable: true,
    description: 'The resulting person, for PERSON operations.',
    resolve: (status) => (status.resultType === 'Person' && status.resultId ? status.resultId : null),
  }),
);
