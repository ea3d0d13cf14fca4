import { withTenant } from '../../../platform/db/tenant.ts';
import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import { paymentSetupLinkEmailedTo } from '../../billing/public.ts';
import { idArg, MembershipRef } from '../views/membership-types.graphql.ts';
import { type SentLink, sendPaymentSetupLink } from './payment-setup-link.service.ts';

const SentPaymentSetupLinkRef = builder.objectRef<SentLink>('SentPaymentSetupLink').implement({
  description: 'A new payment setup link, as sent to the member.',
  fields: (t) => ({
    signupLink: t.exposeString('signupLink', { description: 'The payment setup page, to show or copy.' }),
    emailedTo: t.exposeString('emailedTo', {
      nullable: true,
      description: 'The address it was emailed to; null when the member has no email on file.',
    }),
  }),
});

/** The payment setup link's staff fields: the new link action, and where the current link went. */
export function registerPaymentSetupLinkFields(): void {
  builder.mutationFields((t) => ({
    sendPaymentSetupLink: t.field({
      type: SentPaymentSetupLinkRef,
      description:
        "Makes a new payment setup link (the old one stops working), emails it to the member and returns it. Only while the direct debit request is rejected or still pending. manage-membership on the membership's branch.",
      ...requires('manage-membership', 'branch'),
      args: { membershipId: t.arg.id({ required: true, validate: idArg }) },
      resolve: (_root, args, context) =>
        sendPaymentSetupLink(requestContext(context), String(args.membershipId)),
    }),
  }));
  builder.objectField(MembershipRef, 'signupLinkEmailedTo', (t) =>
    t.string({
      nullable: true,
      description:
        'The address the current payment setup link was emailed to; null without a link, or when it was not emailed (no email on file).',
      resolve: (m, _args, context) => {
        const token = m.signupLink ? m.account?.signupToken : null;
        const viewer = context.viewer;
        if (!token || !viewer) return null;
        return withTenant(context.deps.db, viewer.applicationId, (tx) =>
          paymentSetupLinkEmailedTo(tx, m.row.id, token),
        );
      },
    }),
  );
}
