import { z } from 'zod';
import { ANY_ROLE } from '../../../platform/auth/authorization.ts';
import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import { ClassRef } from '../classes.graphql.ts';
import { classPictureUploadUrl, classPictureUrls } from './class-picture.service.ts';
import { cropBoxSchema } from './class-picture.ts';

const CropBoxInputRef = builder.inputType('ClassPictureCropInput', {
  description: 'The part of the picture kept, as fractions (0 to 1) of its width and height.',
  fields: (t) => ({
    x: t.float({ required: true, description: 'Left edge.' }),
    y: t.float({ required: true, description: 'Top edge.' }),
    width: t.float({ required: true, description: 'Width.' }),
    height: t.float({ required: true, description: 'Height.' }),
  }),
});

const ClassPictureRef = builder
  .objectRef<{ desktopUrl: string; mobileUrl: string }>('ClassPicture')
  .implement({
    description: "A class's picture: its two JPEGs, at addresses valid for 10 minutes.",
    fields: (t) => ({
      desktopUrl: t.exposeString('desktopUrl', { description: 'classpic-orig: 8:3, 1600 × 600.' }),
      mobileUrl: t.exposeString('mobileUrl', {
        description: 'classpic-mobile-orig: 375:268, 750 × 536, JPEG quality 0.7.',
      }),
    }),
  });

/** Spec 3 §7 "Class image": the upload address, and the picture on the class. */
export function registerClassPictureFields(): void {
  builder.queryFields((t) => ({
    getUrlForClassPicUpload: t.field({
      type: 'String',
      description:
        "An address to PUT the class's picture to, valid for 10 minutes: jpg, png or gif, at most 5 MB, checked by content. Both variants are made from it with the crops given. Needs manage-classes on every branch the class runs at.",
      ...requires('manage-classes', 'class', {
        also: [{ operation: ANY_ROLE, subject: 'class', reach: 'see' }],
      }),
      args: {
        classId: t.arg.id({ required: true, validate: z.string().max(100) }),
        contentType: t.arg.string({
          required: true,
          validate: z.string().max(255),
          description: 'The image type the browser reports (image/jpeg, image/png or image/gif).',
        }),
        desktopCrop: t.arg({ type: CropBoxInputRef, required: true, validate: cropBoxSchema }),
        mobileCrop: t.arg({ type: CropBoxInputRef, required: true, validate: cropBoxSchema }),
      },
      resolve: (_root, args, context) =>
        classPictureUploadUrl(requestContext(context), String(args.classId), args.contentType, {
          desktop: args.desktopCrop,
          mobile: args.mobileCrop,
        }),
    }),
  }));

  builder.objectField(ClassRef, 'picture', (t) =>
    t.field({
      type: ClassPictureRef,
      nullable: true,
      description: 'Its picture (flag class image), or null without one.',
      resolve: (view, _args, context) => {
        const { deps, viewer } = requestContext(context);
        return classPictureUrls(deps, viewer.applicationId, view.row.id);
      },
    }),
  );
}
