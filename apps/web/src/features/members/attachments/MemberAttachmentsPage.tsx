import { can, decodeEscapedUnicode } from '@clubline/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconDownload, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useClient, useMutation } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { useRefreshableQuery } from '../../../app/graphql/useRefreshableQuery.ts';
import { usePermissions } from '../../../app/session/SessionContext.tsx';
import { usePageTitle } from '../../../app/shell/TitleContext.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { openConfirm } from '../../../ui/confirm.tsx';
import { formatInstant } from '../../../ui/format.ts';
import { notifyError } from '../../../ui/notifications.ts';
import { openInNewTab } from '../../../ui/open-in-new-tab.ts';
import { ResponsiveTable } from '../../../ui/ResponsiveTable.tsx';
import { RowActionButton } from '../../../ui/RowActions.tsx';
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
  const [{ data, error, fetching }, refetch] = useRefreshableQuery({
    query: MemberAttachmentsQuery,
    variables: { personId },
    requestPolicy: 'network-only',
  });
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
        <ResponsiveTable
          label="Attachments"
          rows={attachments}
          rowKey={(ref) => getFragmentData(AttachmentRowFragment, ref).id}
          minWidth={320}
          verticalSpacing="sm"
          highlightOnHover
          columns={[
            {
              header: 'File name',
              role: 'title',
              cell: (ref) => decodeEscapedUnicode(getFragmentData(AttachmentRowFragment, ref).fileName),
            },
            {
              header: 'Uploaded at',
              nowrap: true,
              cell: (ref) =>
                formatInstant(getFragmentData(AttachmentRowFragment, ref).uploadedAt, timeZone, 'dateTime'),
            },
            {
              header: 'Uploaded by',
              cell: (ref) => uploadedBy(getFragmentData(AttachmentRowFragment, ref).uploadedBy),
            },
            {
              header: 'Actions',
              role: 'actions',
              width: 1,
              cell: (ref) => (
                <AttachmentActions
                  attachment={ref}
                  personId={personId}
                  removable={canManage}
                  onRemoved={refetch}
                />
              ),
            },
          ]}
        />
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

interface AttachmentActionsProps {
  attachment: FragmentType<typeof AttachmentRowFragment>;
  personId: string;
  removable: boolean;
  onRemoved: () => void;
}

/** Who uploaded: their name, else their email. */
function uploadedBy(by: { firstName: string; lastName: string; email: string | null } | null): string {
  if (!by) return '—';
  const name = personName(by);
  return name === '—' ? (by.email ?? '—') : name;
}

/** A row's Download and, for staff who may, Remove. */
function AttachmentActions({ personId, removable, onRemoved, ...props }: AttachmentActionsProps) {
  const attachment = getFragmentData(AttachmentRowFragment, props.attachment);
  const client = useClient();
  const [, removeAttachment] = useMutation(RemoveAttachmentMutation);
  const name = decodeEscapedUnicode(attachment.fileName);

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
    openConfirm({
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
    <Group gap={4} wrap="nowrap">
      <RowActionButton label="Download" name={`Download ${name}`} icon={IconDownload} onClick={download} />
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
  );
}
