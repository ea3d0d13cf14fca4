import { noteMessages, personIdSchema } from '@clubline/domain';
import { z } from 'zod';
import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import { addNote, getNotes, type NoteView, removeNote, updateNote } from './notes.service.ts';

/** Ids are checked before they reach SQL; a malformed id is as good as a missing one. */
/** A person id argument: anything but a UUID names no member ("Member not found"). */
export const personIdArg = personIdSchema;
const noteIdArg = z.uuid({ message: noteMessages.noteNotFound });
/** Generous outer bound; the domain schema gives the spec's messages. */
const contentsArg = z.string().max(20_000);

const NoteCategoryEnum = builder.enumType('NoteCategory', {
  description: 'A note written by staff, or the record of an SMS sent to the person.',
  values: ['NOTE', 'SMS'] as const,
});

const NoteStatusEnum = builder.enumType('NoteStatus', {
  description: 'Delivery of an SMS record: PENDING until the gateway reports SENT or FAILED.',
  values: ['PENDING', 'SENT', 'FAILED'] as const,
});

export const NoteRef = builder.objectRef<NoteView>('Note').implement({
  description: 'A note on a person, or the record of an SMS sent to them (spec 2 §3 "Note").',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Note id.' }),
    contents: t.exposeString('contents', { description: 'The text (at most 2000 characters).' }),
    category: t.field({
      type: NoteCategoryEnum,
      description: 'NOTE or SMS.',
      resolve: (note) => note.category,
    }),
    status: t.field({
      type: NoteStatusEnum,
      nullable: true,
      description: 'Delivery state of an SMS record; null for a note.',
      resolve: (note) => note.status,
    }),
    modifiedAt: t.field({
      type: 'DateTime',
      description: 'When the note was written or last edited.',
      resolve: (note) => note.modifiedAt,
    }),
    modifiedByService: t.exposeString('modifiedByService', {
      nullable: true,
      description: 'The service that wrote it (e.g. automated correspondence), when no person did.',
    }),
  }),
});

/** Adds the root fields (and fields on other types) of this file to the schema. */
export function registerNotesFields(): void {
  builder.queryFields((t) => ({
    getNotes: t.field({
      type: [NoteRef],
      description:
        "A person's notes and SMS records, newest first; failed SMS records are left out. Needs view-member on the person's home branch.",
      ...requires('view-member', 'person'),
      args: { personId: t.arg.id({ required: true, validate: personIdArg }) },
      resolve: (_root, args, context) => getNotes(requestContext(context), String(args.personId)),
    }),
  }));

  builder.mutationFields((t) => ({
    addNote: t.field({
      type: NoteRef,
      description: "Adds a note to a person. Needs manage-member on the person's home branch.",
      ...requires('manage-member', 'person'),
      args: {
        personId: t.arg.id({ required: true, validate: personIdArg }),
        contents: t.arg.string({ required: true, validate: contentsArg }),
      },
      resolve: (_root, args, context) =>
        addNote(requestContext(context), String(args.personId), args.contents),
    }),
    updateNote: t.field({
      type: NoteRef,
      description:
        "Changes a note's text (SMS records cannot be edited). Needs manage-member on the home branch.",
      ...requires('manage-member', 'person'),
      args: {
        personId: t.arg.id({ required: true, validate: personIdArg }),
        id: t.arg.id({ required: true, validate: noteIdArg }),
        contents: t.arg.string({ required: true, validate: contentsArg }),
      },
      resolve: (_root, args, context) =>
        updateNote(requestContext(context), String(args.personId), String(args.id), args.contents),
    }),
    removeNote: t.field({
      type: 'Boolean',
      description: "Deletes a note or SMS record. Needs manage-member on the person's home branch.",
      ...requires('manage-member', 'person'),
      args: {
        personId: t.arg.id({ required: true, validate: personIdArg }),
        id: t.arg.id({ required: true, validate: noteIdArg }),
      },
      resolve: (_root, args, context) =>
        removeNote(requestContext(context), String(args.personId), String(args.id)),
    }),
  }));
}
