import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCircleCheckFilled, IconTrash } from '@tabler/icons-react';
import { type MemberAction, memberAction } from './member-actions.ts';

export interface DrawerMember {
  id: string;
  personId: string;
  firstName: string;
  lastName: string;
  status: 'BOOKED' | 'ATTENDED';
}

interface SessionMembersListProps {
  members: readonly DrawerMember[];
  /** The session has started (in progress or past): attendance, not removal. */
  hasStarted: boolean;
  /** The member whose change is under way (its button shows a loader). */
  busyPersonId: string | null;
  onAttendance: (member: DrawerMember, status: 'BOOKED' | 'ATTENDED') => void;
  onRemove: (member: DrawerMember) => void;
}

const STATUS_LABELS = { BOOKED: 'Booked', ATTENDED: 'Attended' } as const;

/** The session's members with BOOKED or ATTENDED, and what each row offers (spec 2 §4). */
export function SessionMembersList({
  members,
  hasStarted,
  busyPersonId,
  onAttendance,
  onRemove,
}: SessionMembersListProps) {
  if (members.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No members booked
      </Text>
    );
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Members">
      {members.map((member) => {
        const name = `${member.firstName} ${member.lastName}`;
        return (
          <Group key={member.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {name}
              </Text>
              <Badge size="xs" variant="light" color={member.status === 'ATTENDED' ? 'teal' : 'blue'}>
                {STATUS_LABELS[member.status]}
              </Badge>
            </Stack>
            <MemberActionControl
              action={memberAction(member.status, hasStarted)}
              name={name}
              busy={busyPersonId === member.personId}
              onCheckIn={() => onAttendance(member, 'ATTENDED')}
              onCancelCheckIn={() => onAttendance(member, 'BOOKED')}
              onRemove={() => onRemove(member)}
            />
          </Group>
        );
      })}
    </Stack>
  );
}

interface MemberActionControlProps {
  action: MemberAction;
  name: string;
  busy: boolean;
  onCheckIn: () => void;
  onCancelCheckIn: () => void;
  onRemove: () => void;
}

function MemberActionControl({
  action,
  name,
  busy,
  onCheckIn,
  onCancelCheckIn,
  onRemove,
}: MemberActionControlProps) {
  switch (action) {
    case 'CHECK_IN':
      return (
        <Button size="compact-sm" onClick={onCheckIn} loading={busy} aria-label={`Check in ${name}`}>
          Check in
        </Button>
      );
    case 'CANCEL_CHECK_IN':
      return (
        <Button
          size="compact-sm"
          variant="default"
          onClick={onCancelCheckIn}
          loading={busy}
          aria-label={`Cancel check-in of ${name}`}
        >
          Cancel check-in
        </Button>
      );
    case 'REMOVE':
      return (
        <Tooltip label="Remove from the session">
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            loading={busy}
            aria-label={`Remove ${name}`}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      );
    case 'ATTENDED':
      return (
        <IconCircleCheckFilled
          size={20}
          color="var(--mantine-color-teal-8)"
          aria-label="Checked in"
          role="img"
        />
      );
  }
}
