import { sessionMessages } from '@clubline/domain';
import { Alert, Button, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useMutation } from 'urql';
import { useAsyncOperation } from '../../../app/async/useAsyncOperation.ts';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { sessionOperationErrorText } from '../../../app/errors/session-operations.ts';
import { useFeatureFlag } from '../../../app/flags/useFeatureFlag.ts';
import { useRefreshableQuery } from '../../../app/graphql/useRefreshableQuery.ts';
import { openConfirm } from '../../../ui/confirm.tsx';
import { CHANGES_HAVE_BEEN_MADE, notifyError, notifySuccess } from '../../../ui/notifications.ts';
import {
  AddMemberToSessionMutation,
  AddMemberToWaitlistMutation,
  ChangeAttendanceMutation,
  PromoteWaitlistMemberMutation,
  RemoveMemberFromSessionMutation,
  RemoveMemberFromWaitlistMutation,
  SessionDetailsQuery,
  SessionMembersQuery,
  SessionOperationStatusQuery,
  SessionWaitlistQuery,
} from '../sessions-api.ts';
import { showsWaitlist } from './member-actions.ts';
import { PersonPickerModal } from './PersonPickerModal.tsx';
import { useRemovalPolling } from './removal-polling.ts';
import { SessionDetails } from './SessionDetails.tsx';
import { type DrawerMember, SessionMembersList } from './SessionMembersList.tsx';
import { type DrawerWaitlistEntry, SessionWaitlistList } from './SessionWaitlistList.tsx';

// Editing and removing (with the form rules) load when first asked for.
const EditSessionModal = lazy(async () => ({
  default: (await import('../form/EditSessionModal.tsx')).EditSessionModal,
}));
const RemoveSessionModal = lazy(async () => ({
  default: (await import('../form/RemoveSessionModal.tsx')).RemoveSessionModal,
}));

const DRAWER_MESSAGES = {
  loadFailed: 'Error loading session details',
  gone: 'The session/class no longer exists. Please try refreshing your screen.',
  expiredBody: 'This session has already ended. Add a member to it anyway?',
  addedToWaitlist: 'The member has been added to the waitlist',
  promoted: 'The member has been moved from the waitlist into the session',
  removeBookingTitle: 'Remove from session',
  removeBookingBody: (name: string, session: string) =>
    `${name}'s booking for ${session} is cancelled and the place is offered to the waitlist. If the class charges for late cancellations, the member may be charged the fee. This cannot be undone.`,
  removeEntryTitle: 'Remove from waitlist',
  removeEntryBody: (name: string) =>
    `${name} leaves the waitlist and loses their place in the queue. This cannot be undone.`,
} as const;

type Picker = 'session' | 'waitlist' | null;
type Modal = 'edit' | 'remove' | null;

interface SessionDrawerContentProps {
  sessionId: string;
  branchId: string;
  onClose: () => void;
  onChanged: () => void;
}

/** The drawer's body: details, actions, members and waitlist of one session. */
export function SessionDrawerContent({ sessionId, branchId, onClose, onChanged }: SessionDrawerContentProps) {
  const waitlistFlag = useFeatureFlag('waitlists');
  const variables = { id: sessionId };
  const [details, refetchDetails] = useRefreshableQuery({
    query: SessionDetailsQuery,
    variables,
    requestPolicy: 'network-only',
  });
  const [members, refetchMembers] = useRefreshableQuery({
    query: SessionMembersQuery,
    variables,
    requestPolicy: 'network-only',
  });
  const session = details.data?.getSession ?? null;
  const waitlistOn = session !== null && showsWaitlist(waitlistFlag, session.classAssociated);
  const [waitlist, refetchWaitlist] = useRefreshableQuery({
    query: SessionWaitlistQuery,
    variables,
    requestPolicy: 'network-only',
    pause: !waitlistOn,
  });
  const [picker, setPicker] = useState<Picker>(null);
  const [modal, setModal] = useState<Modal>(null);
  const [busyPersonId, setBusyPersonId] = useState<string | null>(null);
  const [, changeAttendance] = useMutation(ChangeAttendanceMutation);
  const [, removeMember] = useMutation(RemoveMemberFromSessionMutation);
  const [waitlistAdd, addToWaitlist] = useMutation(AddMemberToWaitlistMutation);
  const [, removeFromWaitlist] = useMutation(RemoveMemberFromWaitlistMutation);
  const [, promote] = useMutation(PromoteWaitlistMemberMutation);
  const [waitlistFailure, setWaitlistFailure] = useState<string | null>(null);
  const book = useAsyncOperation({
    mutation: AddMemberToSessionMutation,
    ticketOf: (data) => data.addMemberToSessionAsync,
    status: SessionOperationStatusQuery,
    success: () => (session?.isPast ? sessionMessages.bookedInThePast : sessionMessages.booked),
  });

  const refresh = useCallback(() => {
    refetchDetails();
    refetchMembers();
    if (waitlistOn) refetchWaitlist();
  }, [refetchDetails, refetchMembers, refetchWaitlist, waitlistOn]);
  const changed = useCallback(() => {
    refresh();
    onChanged();
  }, [refresh, onChanged]);
  const pollAfterRemoval = useRemovalPolling(changed);

  if (details.error) {
    return (
      <Alert color="red" role="alert">
        {DRAWER_MESSAGES.loadFailed}
      </Alert>
    );
  }
  if (details.fetching && !session) return <Loader size="sm" aria-label="Loading session" />;
  if (!session) return <Alert color="yellow">{DRAWER_MESSAGES.gone}</Alert>;

  function openBooking() {
    if (!session?.isPast) {
      setPicker('session');
      return;
    }
    // Spec 2 §4: a session whose end has passed asks first.
    openConfirm({
      title: sessionMessages.expiredConfirmation,
      children: <Text size="sm">{DRAWER_MESSAGES.expiredBody}</Text>,
      labels: { confirm: 'Add member', cancel: 'Cancel' },
      onConfirm: () => setPicker('session'),
    });
  }

  async function bookMember(personId: string) {
    const outcome = await book.run({ id: sessionId, personId });
    if (outcome.kind === 'failed') notifyError(outcome.message);
    if (outcome.kind === 'done') {
      setPicker(null);
      changed();
    }
  }

  async function joinWaitlist(personId: string) {
    setWaitlistFailure(null);
    const result = await addToWaitlist({ id: sessionId, personId });
    if (result.error) {
      const text = sessionOperationErrorText('ADD_MEMBER_TO_WAITLIST', result.error);
      setWaitlistFailure(text);
      notifyError(text);
      return;
    }
    notifySuccess(DRAWER_MESSAGES.addedToWaitlist);
    setPicker(null);
    changed();
  }

  async function setAttendance(member: DrawerMember, status: 'BOOKED' | 'ATTENDED') {
    setBusyPersonId(member.personId);
    const result = await changeAttendance({ id: sessionId, personId: member.personId, status });
    setBusyPersonId(null);
    if (result.error) return notifyError(errorTextOf(result.error));
    notifySuccess(CHANGES_HAVE_BEEN_MADE);
    changed();
  }

  /*
   * A booking removed cannot be put back as it was: the freed place is offered to the waitlist at
   * once and the removal may be charged as a late cancellation (the server assesses STAFF_REMOVED),
   * so one stray tap on the bin must not do it. Asked first, as the waitlist's Remove.
   */
  function confirmRemoveBooking(member: DrawerMember) {
    if (!session) return;
    openConfirm({
      title: DRAWER_MESSAGES.removeBookingTitle,
      children: (
        <Text size="sm">
          {DRAWER_MESSAGES.removeBookingBody(`${member.firstName} ${member.lastName}`, session.name)}
        </Text>
      ),
      labels: { confirm: 'Remove booking', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void removeBooking(member),
    });
  }

  /** Leaving the waitlist gives up the member's place in its queue: asked first. */
  function confirmLeaveWaitlist(entry: DrawerWaitlistEntry) {
    openConfirm({
      title: DRAWER_MESSAGES.removeEntryTitle,
      children: (
        <Text size="sm">{DRAWER_MESSAGES.removeEntryBody(`${entry.firstName} ${entry.lastName}`)}</Text>
      ),
      labels: { confirm: 'Remove from waitlist', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void leaveWaitlist(entry),
    });
  }

  async function removeBooking(member: DrawerMember) {
    if (!session) return;
    const before = session;
    setBusyPersonId(member.personId);
    const result = await removeMember({ id: sessionId, personId: member.personId });
    setBusyPersonId(null);
    if (result.error)
      return notifyError(sessionOperationErrorText('REMOVE_MEMBER_FROM_SESSION', result.error));
    notifySuccess(CHANGES_HAVE_BEEN_MADE);
    changed();
    // The place just freed: the session is no longer full, whatever it was before.
    pollAfterRemoval({
      allowOnlineBooking: before.allowOnlineBooking,
      full: false,
      past: before.isPast,
      waitlistQueueLength: before.waitlistQueueLength,
    });
  }

  async function promoteEntry(entry: DrawerWaitlistEntry) {
    setBusyPersonId(entry.personId);
    const result = await promote({ id: sessionId, personId: entry.personId });
    setBusyPersonId(null);
    if (result.error) return notifyError(errorTextOf(result.error));
    notifySuccess(DRAWER_MESSAGES.promoted);
    changed();
  }

  async function leaveWaitlist(entry: DrawerWaitlistEntry) {
    setBusyPersonId(entry.personId);
    const result = await removeFromWaitlist({ id: sessionId, personId: entry.personId });
    setBusyPersonId(null);
    if (result.error)
      return notifyError(sessionOperationErrorText('REMOVE_MEMBER_FROM_WAITLIST', result.error));
    notifySuccess(CHANGES_HAVE_BEEN_MADE);
    changed();
  }

  const memberRows = members.data?.getSessionMembers ?? [];
  const waitlistRows = waitlist.data?.getSessionWaitlistMembers ?? [];
  return (
    <Stack gap="md">
      <SessionDetails session={session} waitlistOn={waitlistOn} />
      <Group gap="xs">
        <Button size="sm" leftSection={<IconPlus size={16} />} onClick={openBooking}>
          Add member
        </Button>
        {session.canManage && (
          <>
            <Button
              size="sm"
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={() => setModal('edit')}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setModal('remove')}
            >
              Remove
            </Button>
          </>
        )}
      </Group>
      <Divider />
      <Title order={3} size="h5">
        Members ({session.membersCount})
      </Title>
      {members.error ? (
        <Alert color="red" role="alert">
          {DRAWER_MESSAGES.loadFailed}
        </Alert>
      ) : (
        <SessionMembersList
          members={memberRows}
          hasStarted={session.hasStarted}
          busyPersonId={busyPersonId}
          onAttendance={setAttendance}
          onRemove={confirmRemoveBooking}
        />
      )}
      {waitlistOn && (
        <>
          <Divider />
          <Group justify="space-between">
            <Title order={3} size="h5">
              Waitlist ({session.waitlistQueueLength})
            </Title>
            <Button size="compact-sm" variant="light" onClick={() => setPicker('waitlist')}>
              Add to waitlist
            </Button>
          </Group>
          {waitlist.error ? (
            <Alert color="red" role="alert">
              {DRAWER_MESSAGES.loadFailed}
            </Alert>
          ) : (
            <SessionWaitlistList
              entries={waitlistRows}
              timeZone={session.timeZone}
              busyPersonId={busyPersonId}
              onPromote={promoteEntry}
              onRemove={confirmLeaveWaitlist}
            />
          )}
        </>
      )}
      <PersonPickerModal
        opened={picker !== null}
        title={picker === 'waitlist' ? 'Add to waitlist' : 'Add member'}
        submitLabel={picker === 'waitlist' ? 'Add to waitlist' : 'Book'}
        sessionId={sessionId}
        branchId={branchId}
        busy={picker === 'waitlist' ? waitlistAdd.fetching : book.running}
        failure={picker === 'waitlist' ? waitlistFailure : book.failure}
        onClose={() => setPicker(null)}
        onPick={(personId) => void (picker === 'waitlist' ? joinWaitlist(personId) : bookMember(personId))}
      />
      <Suspense fallback={null}>
        {modal === 'edit' && (
          <EditSessionModal opened session={session} onClose={() => setModal(null)} onSaved={changed} />
        )}
        {modal === 'remove' && (
          <RemoveSessionModal
            opened
            session={session}
            onClose={() => setModal(null)}
            onRemoved={() => {
              onChanged();
              onClose();
            }}
          />
        )}
      </Suspense>
    </Stack>
  );
}
