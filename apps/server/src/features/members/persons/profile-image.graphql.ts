import { z } from 'zod';
import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import { personIdArg } from '../notes/notes.graphql.ts';
import { getUrlForUserPicDownload, getUrlForUserPicUpload } from './profile-image.service.ts';

/** Adds the root fields (and fields on other types) of this file to the schema. */
export function registerProfileImageFields(): void {
  builder.queryFields((t) => ({
    getUrlForUserPicUpload: t.field({
      type: 'String',
      description:
        "An address to PUT a profile image to, valid for 10 minutes: jpg, jpeg, png or gif, at most 5 MB, checked by content. Another type fails with INCORRECT_FILE_TYPE. Needs manage-member on the person's home branch.",
      ...requires('manage-member', 'person'),
      args: {
        personId: t.arg.id({ required: true, validate: personIdArg }),
        contentType: t.arg.string({
          required: true,
          validate: z.string().max(255),
          description: 'The image type the browser reports (image/jpeg, image/png or image/gif).',
        }),
      },
      resolve: (_root, args, context) =>
        getUrlForUserPicUpload(requestContext(context), String(args.personId), args.contentType),
    }),
    getUrlForUserPicDownload: t.field({
      type: 'String',
      nullable: true,
      description:
        "An address of the person's profile image, valid for 10 minutes; null when there is none. Needs view-member on the person's home branch.",
      ...requires('view-member', 'person'),
      args: { personId: t.arg.id({ required: true, validate: personIdArg }) },
      resolve: (_root, args, context) =>
        getUrlForUserPicDownload(requestContext(context), String(args.personId)),
    }),
  }));
}
