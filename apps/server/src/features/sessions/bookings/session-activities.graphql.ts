import type { MemberActivityEntry } from '../../../platform/activities/activity-source.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { MemberActivityRef } from '../../members/public.ts';

type SessionDetails = NonNullable<MemberActivityEntry['session']>;
type WaitlistDetails = NonNullable<MemberActivityEntry['waitlistActivity']>;

const SessionActivityRef = builder.objectRef<SessionDetails>('SessionActivity').implement({
  description: 'A session the member is booked into (spec 2 §3 "session").',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The session.' }),
    name: t.exposeString('name', { description: "The session's name (its class's, or its own)." }),
    date: t.exposeString('date', { description: 'YYYY-MM-DD in the branch time zone.' }),
    startTime: t.exposeString('startTime', { description: 'HH:MM.' }),
    endTime: t.exposeString('endTime', { description: 'HH:MM (24:00 for midnight).' }),
    branchId: t.exposeID('branchId', { description: 'Where it runs.' }),
  }),
});

const WaitlistActivityRef = builder.objectRef<WaitlistDetails>('WaitlistActivity').implement({
  description: 'A place on a session\'s waitlist (spec 2 §3 "waitlistActivity").',
  fields: (t) => ({
    sessionId: t.exposeID('sessionId', { description: 'The session.' }),
    name: t.exposeString('name', { description: "The session's name." }),
    className: t.exposeString('className', { nullable: true, description: "The session's class." }),
    date: t.exposeString('date', { description: 'YYYY-MM-DD in the branch time zone.' }),
    sessionTime: t.exposeString('sessionTime', { description: 'Its start, HH:MM.' }),
    branchId: t.exposeID('branchId', { description: 'Where it runs.' }),
  }),
});

/** The session and waitlist detail fields of a member activity. */
export function registerSessionActivityFields(): void {
  builder.objectField(MemberActivityRef, 'session', (t) =>
    t.field({
      type: SessionActivityRef,
      nullable: true,
      description: 'Set for SESSION.',
      resolve: (entry) => entry.session ?? null,
    }),
  );
  builder.objectField(MemberActivityRef, 'waitlistActivity', (t) =>
    t.field({
      type: WaitlistActivityRef,
      nullable: true,
      description: 'Set for WAITLIST_ACTIVITY.',
      resolve: (entry) => entry.waitlistActivity ?? null,
    }),
  );
}
