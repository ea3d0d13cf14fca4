import type { MemberActivityEntry } from '../../../platform/activities/activity-source.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { MemberActivityRef } from '../../members/public.ts';

type CorrespondenceDetails = NonNullable<MemberActivityEntry['correspondence']>;

const CorrespondenceActivityRef = builder
  .objectRef<CorrespondenceDetails>('CorrespondenceActivity')
  .implement({
    description: 'A message a correspondence rule sent the member.',
    fields: (t) => ({
      channel: t.exposeString('channel', { description: 'SMS or EMAIL.' }),
      type: t.exposeString('type', { description: 'The rule type, e.g. BIRTHDAY.' }),
      summary: t.exposeString('summary', { description: 'The SMS text, or the email subject.' }),
      status: t.exposeString('status', {
        description: 'SENT, PENDING (an SMS waiting for quiet hours to end) or FAILED.',
      }),
    }),
  });

/** MemberActivity.correspondence: set for CORRESPONDENCE. */
export function registerCorrespondenceActivityFields(): void {
  builder.objectField(MemberActivityRef, 'correspondence', (t) =>
    t.field({
      type: CorrespondenceActivityRef,
      nullable: true,
      description: 'Set for CORRESPONDENCE.',
      resolve: (entry) => entry.correspondence ?? null,
    }),
  );
}
