import { builder } from '../../platform/graphql/builder.ts';
import type { TransferListMemberSummary } from './transfer-list-summary.ts';

const DestinationRef = builder
  .objectRef<TransferListMemberSummary['canMoveByDestination'][number]>('TransferDestinationCount')
  .implement({
    description: 'How many members who can move go to one branch.',
    fields: (t) => ({
      branchName: t.exposeString('branchName', { description: 'The destination branch.' }),
      count: t.exposeInt('count', { description: 'How many.' }),
    }),
  });

/** TransferList.memberSummary: counts over the whole list, for a page that reads rows 50 at a time. */
export const MemberSummaryRef = builder
  .objectRef<TransferListMemberSummary>('TransferListMemberSummary')
  .implement({
    description: 'How the list’s members stand, counted over the whole list.',
    fields: (t) => ({
      total: t.exposeInt('total', { description: 'Members on the list.' }),
      transferred: t.exposeInt('transferred', { description: 'Result TRANSFERRED.' }),
      failed: t.exposeInt('failed', { description: 'Result FAILED.' }),
      inProgress: t.exposeInt('inProgress', { description: 'Result IN_PROGRESS.' }),
      undone: t.exposeInt('undone', { description: 'Result UNDONE.' }),
      canMove: t.exposeInt('canMove', {
        description: 'Not transferred, not in progress, and the dry run finds no reason against the move.',
      }),
      cannotMove: t.exposeInt('cannotMove', {
        description: 'Not transferred, not in progress, and the dry run holds them back.',
      }),
      canMoveByDestination: t.field({
        type: [DestinationRef],
        description: 'Those who can move, per destination branch, the largest group first.',
        resolve: (summary) => summary.canMoveByDestination,
      }),
    }),
  });
