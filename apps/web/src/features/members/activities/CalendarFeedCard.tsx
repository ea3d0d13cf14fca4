import { can } from '@clubline/domain';
import { Button, CopyButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { usePermissions } from '../../../app/session/SessionContext.tsx';
import { graphql } from '../../../gql/index.ts';
import { openConfirm } from '../../../ui/confirm.tsx';
import { notifyError, notifySuccess } from '../../../ui/notifications.ts';
import { useMemberArea } from '../area/member-area-context.ts';

const CalendarFeedUrlQuery = graphql(`
  query MemberCalendarFeedUrl($personId: ID!) {
    getMemberCalendarFeedUrl(personId: $personId)
  }
`);

const ResetCalendarFeedUrlMutation = graphql(`
  mutation ResetMemberCalendarFeedUrl($personId: ID!) {
    resetMemberCalendarFeedUrl(personId: $personId)
  }
`);

/** What staff are told once the old address is replaced. */
const CALENDAR_LINK_RESET = 'The calendar link was reset: the old link no longer works';

/**
 * The member's personal calendar feed (docs/classes.md "Calendar feed"): the address of their
 * bookings for a calendar app, for staff to copy and hand over, and, with manage-member on their
 * home branch, a new address when the old one must stop working (shared by mistake, a lost phone).
 */
export function CalendarFeedCard() {
  const { personId, homeBranchId } = useMemberArea();
  const permissions = usePermissions();
  const canReset = homeBranchId !== null && can(permissions, 'manage-member', homeBranchId);
  const [{ data, error }] = useQuery({ query: CalendarFeedUrlQuery, variables: { personId } });
  const [reset, setReset] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [, resetUrl] = useMutation(ResetCalendarFeedUrlMutation);
  const url = reset ?? data?.getMemberCalendarFeedUrl ?? null;
  if (error || url === null) return null;

  const confirmed = async () => {
    setBusy(true);
    const result = await resetUrl({ personId });
    setBusy(false);
    const next = result.data?.resetMemberCalendarFeedUrl;
    if (result.error || !next) {
      notifyError(errorTextOf(result.error));
      return;
    }
    setReset(next);
    notifySuccess(CALENDAR_LINK_RESET);
  };
  const askToReset = () =>
    openConfirm({
      title: 'Reset calendar link',
      children: (
        <Text size="sm">
          The member gets a new link; calendars subscribed to the old one stop updating. This cannot be
          undone.
        </Text>
      ),
      labels: { confirm: 'Reset link', cancel: 'Cancel' },
      confirmProps: { color: 'orange' },
      onConfirm: () => void confirmed(),
    });

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Text fw={600}>Calendar feed</Text>
        <Text size="sm" c="dimmed">
          The member’s class bookings, to subscribe to in a calendar app.
        </Text>
        <TextInput
          aria-label="Calendar feed address"
          value={url}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
        <Group gap="xs">
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy}>
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
          {canReset && (
            <Button size="xs" variant="subtle" color="orange" onClick={askToReset} loading={busy}>
              Reset link
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
