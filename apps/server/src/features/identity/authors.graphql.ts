import { withTenant } from '../../platform/db/tenant.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { requestContext } from '../../platform/graphql/context.ts';
import { AttachmentRef, NoteRef } from '../members/public.ts';
import { type Author, authorsOf } from './identity.service.ts';

const AuthorRef = builder.objectRef<Author>('Author').implement({
  description: 'The staff member who wrote a note or uploaded an attachment.',
  fields: (t) => ({
    firstName: t.exposeString('firstName', { description: 'First name.' }),
    lastName: t.exposeString('lastName', { description: 'Last name.' }),
    email: t.exposeString('email', { nullable: true, description: 'Email address, when known.' }),
  }),
});

/** The authors of many user accounts in one transaction (DataLoader); a gone account is null. */
const loadAuthors = async (
  userIds: readonly string[],
  context: Parameters<typeof requestContext>[0],
): Promise<(Author | null)[]> => {
  const { deps, viewer } = requestContext(context);
  const authors = await withTenant(deps.db, viewer.applicationId, (tx) => authorsOf(tx, userIds));
  return userIds.map((id) => authors.get(id) ?? null);
};

/**
 * Who wrote a note or uploaded a file (spec 2 §3 modifiedBy, uploadedBy): members store the user
 * id; identity, which knows the person behind each account, answers who that is.
 */
export function registerAuthorsFields(): void {
  builder.objectField(NoteRef, 'modifiedBy', (t) =>
    t.loadable({
      type: AuthorRef,
      nullable: true,
      description: 'Who wrote or last edited it; null when a service did.',
      load: (ids: string[], context) => loadAuthors(ids, context),
      resolve: (note) => note.modifiedByUserId,
    }),
  );
  builder.objectField(AttachmentRef, 'uploadedBy', (t) =>
    t.loadable({
      type: AuthorRef,
      nullable: true,
      description: 'Who uploaded it, when known.',
      load: (ids: string[], context) => loadAuthors(ids, context),
      resolve: (attachment) => attachment.uploadedByUserId,
    }),
  );
}
