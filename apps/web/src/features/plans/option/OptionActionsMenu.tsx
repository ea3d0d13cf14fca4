import { can, paymentOptionActions } from '@clubline/domain';
import { ActionIcon, Loader, Menu } from '@mantine/core';
import { IconArchive, IconCopy, IconDots, IconPencil, IconSend } from '@tabler/icons-react';
import { usePermissions } from '../../../app/session/SessionContext.tsx';
import type { PaymentOptionStatus } from '../../../gql/graphql.ts';
import { usePaymentOptionActions } from '../usePaymentOptionActions.tsx';

export interface ActionableOption {
  id: string;
  membershipPlanId: string;
  name: string;
  status: PaymentOptionStatus;
  canManage: boolean;
}

interface OptionActionsProps {
  option: ActionableOption;
  branchId: string | null;
  onChanged: () => void;
  onEdit: () => void;
  onDuplicated: (copyId: string) => void;
}

/** Which of an option's status actions (spec 3 §4) this user may take here. */
export function useAllowedActions(option: ActionableOption, branchId: string | null) {
  const permissions = usePermissions();
  // The status decides the actions; who may take each is decided here, per action.
  const actions = paymentOptionActions(option.status, { canManage: true });
  // At branch level Edit is the branch's billing amendment: a branch-settings permission.
  const mayEdit = branchId ? can(permissions, 'manage-branch-settings', branchId) : option.canManage;
  return actions.filter((action) => (action === 'EDIT' ? mayEdit : option.canManage));
}

/** A payment option row's context actions (spec 3 §2, §4). */
export function OptionActionsMenu({ option, branchId, onChanged, onEdit, onDuplicated }: OptionActionsProps) {
  const allowed = useAllowedActions(option, branchId);
  const run = usePaymentOptionActions(onChanged);
  if (allowed.length === 0) return null;
  if (run.running === option.id) return <Loader size="xs" aria-label={`Updating ${option.name}`} />;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${option.name}`}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {allowed.includes('EDIT') && (
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit}>
            Edit
          </Menu.Item>
        )}
        {allowed.includes('PUBLISH') && (
          <Menu.Item leftSection={<IconSend size={14} />} onClick={() => run.publish(option)}>
            Publish
          </Menu.Item>
        )}
        {allowed.includes('DUPLICATE') && (
          <Menu.Item
            leftSection={<IconCopy size={14} />}
            onClick={async () => {
              const copyId = await run.duplicate(option);
              if (copyId) onDuplicated(copyId);
            }}
          >
            Duplicate
          </Menu.Item>
        )}
        {allowed.includes('ARCHIVE') && (
          <Menu.Item leftSection={<IconArchive size={14} />} color="red" onClick={() => run.archive(option)}>
            Archive
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
