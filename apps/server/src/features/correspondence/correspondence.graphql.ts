import {
  CORRESPONDENCE_CHANNELS,
  CORRESPONDENCE_TYPES,
  EMAIL_TEMPLATE_MAX,
  EMAIL_TRIGGER_TYPES,
  SMS_TEMPLATE_STORED_MAX,
} from '@clubline/domain';
import { z } from 'zod';
import { requires } from '../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { requestContext } from '../../platform/graphql/context.ts';
import {
  correspondenceRuleAudience,
  type EmailSetting,
  getCorrespondenceSettings,
  getEmailSettings,
  MANAGE_CORRESPONDENCE,
  MANAGE_SMS_TEMPLATE,
  type RuleAudience,
  type SmsSetting,
  setCorrespondenceStatus,
  setEmailStatus,
} from './correspondence.service.ts';
import { type CorrespondencePreview, previewCorrespondence } from './preview.service.ts';

const idArg = z.string().max(100);
const textArg = z.string().max(Math.max(SMS_TEMPLATE_STORED_MAX, EMAIL_TEMPLATE_MAX) + 1000);

// Types such as 3_WEEKS_NON_ATTENDANCE start with a digit, which a GraphQL enum value may not: a
// type travels as a string, checked against the catalogue.
const typeArg = z.enum(CORRESPONDENCE_TYPES);
const CorrespondenceChannelEnum = builder.enumType('CorrespondenceChannel', {
  description: 'SMS or EMAIL.',
  values: CORRESPONDENCE_CHANNELS,
});
const EmailTriggerTypeEnum = builder.enumType('EmailTriggerType', {
  description: 'AUTOMATION (the daily run sends it) or PARTICULAR (staff send it by hand, flag 2217).',
  values: EMAIL_TRIGGER_TYPES,
});

const CorrespondenceParametersRef = builder
  .objectRef<{ daysPrior: number | null }>('CorrespondenceParameters')
  .implement({
    description: "A rule's parameters.",
    fields: (t) => ({
      daysPrior: t.exposeInt('daysPrior', {
        nullable: true,
        description: 'Days before the date (0–99), for date-based types; null otherwise.',
      }),
    }),
  });

const SmsCorrespondenceSettingRef = builder.objectRef<SmsSetting>('SmsCorrespondenceSetting').implement({
  description: "A branch's SMS rule (spec 2 §3 'Correspondence rule').",
  fields: (t) => ({
    type: t.exposeString('type', { description: 'The rule type (spec 2 §9), e.g. BIRTHDAY.' }),
    enabled: t.exposeBoolean('enabled', { description: 'Whether the daily run sends it.' }),
    parameters: t.field({
      type: CorrespondenceParametersRef,
      description: 'Days prior.',
      resolve: (s) => ({ daysPrior: s.daysPrior }),
    }),
    dateBased: t.exposeBoolean('dateBased', { description: 'Whether days prior applies.' }),
    editable: t.exposeBoolean('editable', { description: 'Whether staff write the message (spec 2 §9).' }),
    title: t.exposeString('title', { description: 'The rule’s name in the list.' }),
    message: t.exposeString('message', { description: 'The template, with {{merge fields}}.' }),
  }),
});

const EmailCorrespondenceSettingRef = builder
  .objectRef<EmailSetting>('EmailCorrespondenceSetting')
  .implement({
    description: "A branch's email rule (spec 2 §3 'Correspondence rule').",
    fields: (t) => ({
      type: t.exposeString('type', { description: 'The rule type (spec 2 §9), e.g. BIRTHDAY.' }),
      triggerType: t.field({
        type: EmailTriggerTypeEnum,
        description: 'AUTOMATION or PARTICULAR.',
        resolve: (s) => s.triggerType,
      }),
      enabled: t.exposeBoolean('enabled', { description: 'Whether the daily run sends it.' }),
      parameters: t.field({
        type: CorrespondenceParametersRef,
        description: 'Days prior.',
        resolve: (s) => ({ daysPrior: s.daysPrior }),
      }),
      dateBased: t.exposeBoolean('dateBased', { description: 'Whether days prior applies.' }),
      transactional: t.exposeBoolean('transactional', {
        description: 'A service notice sent whatever the opt-ins, without an unsubscribe link.',
      }),
      subject: t.exposeString('subject', { description: 'The subject, with {{merge fields}}.' }),
      htmlTemplate: t.exposeString('htmlTemplate', {
        description: 'The body, with {{merge fields}}; sent as paragraphs of text.',
      }),
    }),
  });

const RuleAudienceRef = builder.objectRef<RuleAudience>('CorrespondenceRuleAudience').implement({
  description: 'Who the rule would reach if the day ran now.',
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'How many people it would reach.' }),
    firstNames: t.exposeStringList('firstNames', { description: 'The first ten, by first name.' }),
  }),
});

const PreviewRef = builder.objectRef<CorrespondencePreview>('CorrespondencePreview').implement({
  description: 'A template rendered for a real member of the branch.',
  fields: (t) => ({
    memberFirstName: t.exposeString('memberFirstName', {
      nullable: true,
      description:
        'Whom it was rendered for: someone the rule reaches today, else the branch’s first member; null without members.',
    }),
    memberLastName: t.exposeString('memberLastName', { nullable: true, description: 'Their last name.' }),
    subject: t.exposeString('subject', {
      nullable: true,
      description: 'The email subject; null for an SMS.',
    }),
    body: t.exposeString('body', {
      description: 'The SMS text, or the email paragraphs separated by blank lines.',
    }),
  }),
});

const ParametersInputRef = builder.inputType('CorrespondenceParametersInput', {
  fields: (t) => ({ daysPrior: t.int({ required: false }) }),
});

const SmsSettingsInputRef = builder.inputType('SmsSettingsInput', {
  description: 'setCorrespondenceStatus smsSettings (spec 2 §7).',
  fields: (t) => ({
    type: t.string({ required: true, validate: typeArg }),
    enabled: t.boolean({ required: true }),
    parameters: t.field({ type: ParametersInputRef, required: false }),
    message: t.string({ required: false, validate: textArg }),
  }),
});

const EmailSettingsInputRef = builder.inputType('EmailSettingsInput', {
  description: 'setEmailStatus emailSettings (spec 2 §7).',
  fields: (t) => ({
    type: t.string({ required: true, validate: typeArg }),
    enabled: t.boolean({ required: true }),
    parameters: t.field({ type: ParametersInputRef, required: false }),
    subject: t.string({ required: true, validate: textArg }),
    htmlTemplate: t.string({ required: true, validate: textArg }),
  }),
});

/** The correspondence fields (docs/correspondence.md). */
export function registerCorrespondenceFields(): void {
  builder.queryFields((t) => ({
    getCorrespondenceSettings: t.field({
      type: [SmsCorrespondenceSettingRef],
      description: "The branch's SMS rules. manage-correspondence on the branch.",
      ...requires(MANAGE_CORRESPONDENCE, 'branch'),
      args: { branchId: t.arg.id({ required: true, validate: idArg }) },
      resolve: (_root, args, context) =>
        getCorrespondenceSettings(requestContext(context), String(args.branchId)),
    }),
    getEmailSettings: t.field({
      type: [EmailCorrespondenceSettingRef],
      description:
        "The branch's email rules for a trigger (AUTOMATION by default). manage-correspondence on the branch. `preview` is accepted for the spec's call; previews come from previewCorrespondence.",
      ...requires(MANAGE_CORRESPONDENCE, 'branch'),
      args: {
        branchId: t.arg.id({ required: true, validate: idArg }),
        preview: t.arg.boolean({ required: false }),
        triggerType: t.arg({ type: EmailTriggerTypeEnum, required: false }),
      },
      resolve: (_root, args, context) =>
        getEmailSettings(requestContext(context), String(args.branchId), args.triggerType ?? 'AUTOMATION'),
    }),
    correspondenceRuleAudience: t.field({
      type: RuleAudienceRef,
      description:
        'Who the rule would reach if the day ran now, by the daily run’s own finder. manage-correspondence on the branch.',
      ...requires(MANAGE_CORRESPONDENCE, 'branch'),
      args: {
        branchId: t.arg.id({ required: true, validate: idArg }),
        type: t.arg.string({ required: true, validate: typeArg }),
        channel: t.arg({ type: CorrespondenceChannelEnum, required: true }),
        daysPrior: t.arg.int({ required: false, validate: z.number().int().min(0).max(99).nullish() }),
      },
      resolve: (_root, args, context) =>
        correspondenceRuleAudience(requestContext(context), {
          branchId: String(args.branchId),
          type: typeArg.parse(args.type),
          channel: args.channel,
          daysPrior: args.daysPrior,
        }),
    }),
    previewCorrespondence: t.field({
      type: PreviewRef,
      description:
        'A template (the given text, else the saved one) rendered for a real member of the branch. manage-correspondence on the branch.',
      ...requires(MANAGE_CORRESPONDENCE, 'branch'),
      args: {
        branchId: t.arg.id({ required: true, validate: idArg }),
        type: t.arg.string({ required: true, validate: typeArg }),
        channel: t.arg({ type: CorrespondenceChannelEnum, required: true }),
        subject: t.arg.string({ required: false, validate: textArg }),
        message: t.arg.string({ required: false, validate: textArg }),
        daysPrior: t.arg.int({ required: false, validate: z.number().int().min(0).max(99).nullish() }),
      },
      resolve: (_root, args, context) =>
        previewCorrespondence(requestContext(context), {
          branchId: String(args.branchId),
          type: typeArg.parse(args.type),
          channel: args.channel,
          subject: args.subject,
          message: args.message,
          daysPrior: args.daysPrior,
        }),
    }),
  }));
  builder.mutationFields((t) => ({
    setCorrespondenceStatus: t.field({
      type: SmsCorrespondenceSettingRef,
      description:
        'Saves an SMS rule. manage-correspondence on the branch; a changed message also manage-sms-template there.',
      ...requires(MANAGE_CORRESPONDENCE, 'branch', {
        also: [{ operation: MANAGE_SMS_TEMPLATE, subject: 'branch' }],
      }),
      args: {
        branchId: t.arg.id({ required: true, validate: idArg }),
        smsSettings: t.arg({ type: SmsSettingsInputRef, required: true }),
      },
      resolve: (_root, args, context) =>
        setCorrespondenceStatus(requestContext(context), String(args.branchId), args.smsSettings),
    }),
    setEmailStatus: t.field({
      type: EmailCorrespondenceSettingRef,
      description:
        'Saves an email rule for a trigger (AUTOMATION by default). manage-correspondence on the branch.',
      ...requires(MANAGE_CORRESPONDENCE, 'branch'),
      args: {
        branchId: t.arg.id({ required: true, validate: idArg }),
        emailSettings: t.arg({ type: EmailSettingsInputRef, required: true }),
        triggerType: t.arg({ type: EmailTriggerTypeEnum, required: false }),
      },
      resolve: (_root, args, context) =>
        setEmailStatus(
          requestContext(context),
          String(args.branchId),
          args.emailSettings,
          args.triggerType ?? 'AUTOMATION',
        ),
    }),
  }));
}
