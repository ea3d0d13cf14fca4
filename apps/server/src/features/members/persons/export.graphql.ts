import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import { exportMembersCsv } from './export.service.ts';

const MembersCsvExportRef = builder.objectRef<{ reportUrl: string }>('MembersCsvExport').implement({
  description: 'A member list written as CSV.',
  fields: (t) => ({
    reportUrl: t.exposeString('reportUrl', {
      description: 'Signed address that downloads the file for a few minutes; open it in a new tab.',
    }),
  }),
});

/** Adds the root fields (and fields on other types) of this file to the schema. */
export function registerExportFields(): void {
  builder.mutationFields((t) => ({
    exportMembersCsv: t.field({
      type: MembersCsvExportRef,
      description:
        'Writes the Members and Prospects of the branches (ids, group ids or ALL_BRANCHES; narrowed to those the viewer may view members of) as CSV and answers its download address.',
      ...requires('view-member', 'any-branch'),
      args: {
        branches: t.arg.idList({ description: 'Default: every branch the viewer may view members of.' }),
      },
      resolve: (_root, args, context) =>
        exportMembersCsv(requestContext(context), args.branches?.map(String) ?? null),
    }),
  }));
}
