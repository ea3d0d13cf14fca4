import { z } from 'zod';
import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import { personIdArg } from '../notes/notes.graphql.ts';
import { type SendSmsResult, sendSms } from './sms.service.ts';

const MobilePhoneInputRef = builder.inputType('MobilePhoneInput', {
  description: 'A mobile number to text: the country and the national number (spaces allowed).',
  fields: (t) => ({
    countryCode: t.string({ required: true, description: 'Country code, e.g. NZ.' }),
    number: t.string({ required: true, description: 'National number, e.g. 021 234 5678.' }),
  }),
});

const SendSmsResultRef = builder.objectRef<SendSmsResult>('SendSmsResult').implement({
  description: 'Whether the SMS was accepted for sending (delivery shows later on the SMS record).',
  fields: (t) => ({
    success: t.exposeBoolean('success', { description: 'True when the message was queued.' }),
    errorMessage: t.exposeString('errorMessage', {
      nullable: true,
      description:
        'Why it was not, when it was not. Invalid input and missing permission are errors instead.',
    }),
  }),
});

/** Adds the root fields (and fields on other types) of this file to the schema. */
export function registerSmsFields(): void {
  builder.mutationFields((t) => ({
    sendSMS: t.field({
      type: SendSmsResultRef,
      description:
        "Texts a member and records it in their notes (status PENDING, then SENT or FAILED). Needs send-ad-hoc-sms on the member's home branch, which must be branchId.",
      ...requires('send-ad-hoc-sms', 'person'),
      args: {
        branchId: t.arg.id({ required: true, validate: z.uuid({ message: 'Branch not found' }) }),
        memberId: t.arg.id({ required: true, validate: personIdArg }),
        mobilePhone: t.arg({ type: MobilePhoneInputRef, required: true }),
        smsContent: t.arg.string({ required: true, validate: z.string().max(20_000) }),
      },
      resolve: (_root, args, context) =>
        sendSms(requestContext(context), {
          branchId: String(args.branchId),
          memberId: String(args.memberId),
          mobilePhone: args.mobilePhone,
          smsContent: args.smsContent,
        }),
    }),
  }));
}
