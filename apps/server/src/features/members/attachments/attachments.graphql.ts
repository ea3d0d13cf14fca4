import { attachmentMessages } from '@clubline/domain';
import { z } from 'zod';
import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import { writesInQuery } from '../../../platform/graphql/request-transaction.ts';
import { personIdArg } from '../notes/notes.graphql.ts';
import {
  type AttachmentView,
  getUrlForAttachmentDownload,
  getUrlForAttachmentUpload,
  getUserAttachments,
  removeAttachment,
} from './attachments.service.ts';

const attachmentIdArg = z.uuid({ message: attachmentMessages.attachmentNotFound });

export const AttachmentRef = builder.objectRef<AttachmentView>('Attachment').implement({
  description: 'A file attached to a person (spec 2 §3 "Attachment").',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Attachment id.' }),
    fileName: t.exposeString('fileName', {
      description: 'The file name as uploaded, escaped unicode sequences (\\u00e9) decoded.',
    }),
    uploadedAt: t.field({
      type: 'DateTime',
      description: 'When the upload arrived.',
      resolve: (attachment) => attachment.uploadedAt,
    }),
  }),
});

/** Adds the root fields (and fields on other types) of this file to the schema. */
export function registerAttachmentsFields(): void {
  builder.queryFields((t) => ({
    getUserAttachments: t.field({
      type: [AttachmentRef],
      description: "A person's attachments, newest first. Needs view-member on the person's home branch.",
      ...requires('view-member', 'person'),
      args: { personId: t.arg.id({ required: true, validate: personIdArg }) },
      resolve: (_root, args, context) => getUserAttachments(requestContext(context), String(args.personId)),
    }),
    getUrlForAttachmentUpload: t.field({
      type: 'String',
      description:
        "An address to PUT the file to, valid for 10 minutes (at most 10 MB; the content must match the name's type, else 415). A name of a type that is not allowed fails with INCORRECT_FILE_TYPE. Needs manage-member on the person's home branch.",
      ...writesInQuery(
        requires('manage-member', 'person'),
        'records the PENDING attachment the upload completes (and drops abandoned ones)',
      ),
      args: {
        personId: t.arg.id({ required: true, validate: personIdArg }),
        fileName: t.arg.string({ required: true, validate: z.string().max(1000) }),
        contentType: t.arg.string({
          required: true,
          validate: z.string().max(255),
          description: "The browser's claim; not trusted: the server detects the type from the bytes.",
        }),
      },
      resolve: (_root, args, context) =>
        getUrlForAttachmentUpload(
          requestContext(context),
          String(args.personId),
          args.fileName,
          args.contentType,
        ),
    }),
    getUrlForAttachmentDownload: t.field({
      type: 'String',
      description:
        "An address that downloads the attachment under its file name, valid for 10 minutes. Needs view-member on the person's home branch.",
      ...requires('view-member', 'person'),
      args: {
        personId: t.arg.id({ required: true, validate: personIdArg }),
        attachmentId: t.arg.id({ required: true, validate: attachmentIdArg }),
      },
      resolve: (_root, args, context) =>
        getUrlForAttachmentDownload(
          requestContext(context),
          String(args.personId),
          String(args.attachmentId),
        ),
    }),
  }));

  builder.mutationFields((t) => ({
    removeAttachment: t.field({
      type: 'Boolean',
      description: "Deletes an attachment and its file. Needs manage-member on the person's home branch.",
      ...requires('manage-member', 'person'),
      args: {
        personId: t.arg.id({ required: true, validate: personIdArg }),
        attachmentId: t.arg.id({ required: true, validate: attachmentIdArg }),
      },
      resolve: (_root, args, context) =>
        removeAttachment(requestContext(context), String(args.personId), String(args.attachmentId)),
    }),
  }));
}
