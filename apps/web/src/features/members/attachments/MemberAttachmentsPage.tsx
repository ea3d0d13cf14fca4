import { can, decodeEscapedUnicode } from '@clubline/domain';
import { Button, Group, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { usePermissions } from '../../../app/session/SessionContext.tsx';
import { usePageTitle } from '../../../app/shell/TitleContext.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { formatInstant } from '../../../ui/format.ts';
import { notifyError } from '../../../ui/notifications.ts';
import { openInNewTab } from '../../../ui/open-in-new-tab.ts';
import { ActionsHeader, RowActionButton } from '../../../ui/RowActions.tsx';
import { TableSection } from '../../../ui/TableSection.tsx';
import { MemberPageHeader } from '../area/MemberPageHeader.tsx';
import { useMemberArea } from '../area/member-area-context.ts';
import { personName } from '../person-name.ts';
import { AddAttachmentModal } from './AddAttachmentModal.tsx';

export const AttachmentRowFragment = graphql(`
  fragment AttachmentRow_attachment on Attachment {
    id
    fileName
    uploadedAt
    uploadedBy {
      firstName
      lastName
      email
    }
  }
`);

const MemberAttachmentsQuery = graphql(`
  query MemberAttachments($personId: ID!) {
    getUserAttachments(personId: $personId) {
      id
      ...AttachmentRow_attachment
    }
  }
`);

const AttachmentDownloadQuery = graphql(`
  query AttachmentDownloadUrl($personId: ID!, $attachmentId: ID!) {
    getUrlForAttachmentDownload(personId: $personId, attachmentId: $attachmentId)
  }
`);

const RemoveAttachmentMutation = graphql(`
  mutation RemoveAttachment($personId: ID!, $attachmentId: ID!) {
    removeAttachment(personId: $personId, attachmentId: $attachmentId)
  }
`);

/** Spec 2 §2 "Member attachments": the files attached to the member. */
export function MemberAttachmentsPage() {
  usePageTitle('Member attachments');
  const { personId, homeBranchId, timeZone } = useMemberArea();
  const permissions = usePermissions();
  const canManage = homeBranchId !== null && can(permissions, 'manage-member', homeBranchId);
  const [adding, setAdding] = useState(false);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: MemberAttachmentsQuery,
    variables: { personId },
    requestPolicy: 'network-only',
  });
  const refetch = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const attachments = data?.getUserAttachments ?? [];

  return (
    <>
      <MemberPageHeader
        page="attachments"
        title="Member attachments"
        actions={
          canManage && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              Add attachment
            </Button>
          )
        }
      />
      <TableSection
        title="Attachments"
        titleHidden
        loading={fetching && !data}
        error={error ? 'An error occurred while obtaining the attachments' : null}
        empty={data && attachments.length === 0 ? 'No attachments' : null}
      >
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm" highlightOnHover aria-label="Attachments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>File name</Table.Th>
                <Table.Th>Uploaded at</Table.Th>
                <Table.Th visibleFrom="sm">Uploaded by</Table.Th>
                <ActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {attachments.map((attachment) => (
                <AttachmentRow
                  key={attachment.id}
                  attachment={attachment}
                  personId={personId}
                  timeZone={timeZone}
                  removable={canManage}
                  onRemoved={refetch}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </TableSection>
      <AddAttachmentModal
        personId={personId}
        opened={adding}
        onClose={() => setAdding(false)}
        onAdded={refetch}
      />
    </>
  );
}

interface AttachmentRowProps {
  attachment: FragmentType<typeof AttachmentRowFragment>;
  personId: string;
  timeZone: string;
  removable: boolean;
  onRemoved: () => void;
}

/** Who uploaded: their name, else their email. */
function uploadedBy(by: { firstName: string; lastName: string; email: string | null } | null): string {
  if (!by) return '—';
  const name = personName(by);
  return name === '—' ? (by.email ?? '—') : name;
}

function AttachmentRow({ personId, timeZone, removable, onRemoved, ...props }: AttachmentRowProps) {
  const attachment = getFragmentData(AttachmentRowFragment, props.attachment);
  const client = useClient();
  const [, removeAttachment] = useMutation(RemoveAttachmentMutation);
  const name = decodeEscapedUnicode(attachment.fileName);
  const by = attachment.uploadedBy;

  const download = async () => {
    const result = await client
      .query(
        AttachmentDownloadQuery,
        { personId, attachmentId: attachment.id },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    const url = result.data?.getUrlForAttachmentDownload;
    if (result.error || !url) notifyError(errorTextOf(result.error));
    else openInNewTab(url);
  };

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: 'Remove attachment',
      children: <Text size="sm">Remove {name}? This cannot be undone.</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        const result = await removeAttachment({ personId, attachmentId: attachment.id });
        if (result.error) notifyError(errorTextOf(result.error));
        onRemoved();
      },
    });

  return (
    <Table.Tr>
      <Table.Td style={{ wordBreak: 'break-word' }}>{name}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatInstant(attachment.uploadedAt, timeZone, 'dateTime')}
      </Table.Td>
      <Table.Td visibleFrom="sm">{uploadedBy(by)}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <RowActionButton
            label="Download"
            name={`Download ${name}`}
            icon={IconDownload}
            onClick={download}
          />
          {removable && (
            <RowActionButton
              label="Remove"
              name={`Remove ${name}`}
              icon={IconTrash}
              color="red"
              onClick={confirmRemove}
            />
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
