import { accessCardMessages, can } from '@clubline/domain';
import { Divider, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { usePermissions } from '../../app/session/SessionContext.tsx';
import { InfoCard } from '../../ui/InfoCard.tsx';
import { AccessItemRow } from './AccessItemRow.tsx';
import { AddCardForm } from './AddCardForm.tsx';
import { deleteAccessCard, postAccessCard } from './access-control-api.ts';
import { CARD_ADDED_TOAST, CARD_REMOVE_FAILED_TOAST } from './card-toasts.ts';
import { useAccessUser } from './useAccessUser.ts';

const NO_ACCESS_CARD_TEXT = 'No access card';

/**
 * A person's access cards and levels with their door-controller sync status (spec 3 §3, §4, §7),
 * for member and staff profiles. `branchId` is the page's branch: managing cards there takes
 * manage-member, or manage-staff-member for `kind="staff"` (the server decides as stored:
 * docs/access-control.md). `cardNumbers`, when the page
 * already has them, are shown until the service answers.
 */
export function AccessCardsPanel(props: {
  personId: string;
  /** Null: no branch to manage cards at (an organisation-level page of a person without one). */
  branchId: string | null;
  cardNumbers?: readonly string[];
  /** A staff member's cards take the staff operation (spec 3 §6), a member's the member one. */
  kind?: 'member' | 'staff';
  /**
   * What the server said about managing this person, when the page has it (a staff member's
   * `manageable`: their branches and every role they hold); else the page branch's operation.
   */
  manageable?: boolean;
}) {
  const permissions = usePermissions();
  const operation = props.kind === 'staff' ? 'manage-staff-member' : 'manage-member';
  const canManage =
    props.manageable ?? (props.branchId !== null && can(permissions, operation, props.branchId));
  const access = useAccessUser(props.personId);
  const [removing, setRemoving] = useState<string | null>(null);
  const { user } = access;

  const add = async (cardNumber: string): Promise<boolean> => {
    if (access.base === null) throw new Error('the access-control service is not known yet');
    await postAccessCard(access.base, props.personId, cardNumber, await access.credentials());
    notifications.show(CARD_ADDED_TOAST);
    access.refresh();
    return true;
  };

  const remove = async (tokenId: string) => {
    if (access.base === null) return;
    setRemoving(tokenId);
    try {
      await deleteAccessCard(access.base, props.personId, tokenId, await access.credentials());
      access.refresh();
    } catch {
      notifications.show(CARD_REMOVE_FAILED_TOAST);
    } finally {
      setRemoving(null);
    }
  };

  const cards =
    user?.tokens.map((token) => ({ key: token.id, name: token.name, entries: token.providerSyncStatus })) ??
    (props.cardNumbers ?? []).map((name) => ({ key: name, name, entries: null }));

  return (
    <InfoCard title="Access card">
      <Stack gap="xs">
        {access.failed && (
          <Text size="sm" c="red" role="alert">
            {accessCardMessages.detailsLoadFailed}
          </Text>
        )}
        {cards.length === 0 ? (
          <Text size="sm" c="dimmed">
            {NO_ACCESS_CARD_TEXT}
          </Text>
        ) : (
          <Stack gap={4} aria-label="Access cards">
            {cards.map((card) => (
              <AccessItemRow
                key={card.key}
                name={card.name}
                entries={card.entries}
                removing={removing === card.key}
                onRemove={canManage && user ? () => void remove(card.key) : undefined}
              />
            ))}
          </Stack>
        )}
        {user && user.accessLevels.length > 0 && (
          <Stack gap={4} aria-label="Access levels">
            <Text size="xs" c="dimmed">
              Access levels{user.accessGroup ? ` (${user.accessGroup})` : ''}
            </Text>
            {user.accessLevels.map((level) => (
              <AccessItemRow key={level.name} name={level.name} entries={level.providerSyncStatus} />
            ))}
          </Stack>
        )}
        {canManage && (
          <>
            <Divider />
            <AddCardForm onAdd={add} />
          </>
        )}
      </Stack>
    </InfoCard>
  );
}
