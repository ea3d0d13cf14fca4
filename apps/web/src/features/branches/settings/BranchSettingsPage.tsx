import { branchInfoMessages, can } from '@clubline/domain';
import { Alert, Anchor, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useFeatureFlag } from '../../../app/flags/useFeatureFlag.ts';
import { isAccessDenied, isNotFound } from '../../../app/graphql/errors.ts';
import { storedAddress, storedPhone } from '../../../app/graphql/stored-shapes.ts';
import { useRefreshableQuery } from '../../../app/graphql/useRefreshableQuery.ts';
import { QueryError } from '../../../app/pages/QueryError.tsx';
import { usePermissions } from '../../../app/session/SessionContext.tsx';
import { usePageTitle } from '../../../app/shell/TitleContext.tsx';
import { graphql } from '../../../gql/index.ts';
import { DetailList } from '../../../ui/DetailList.tsx';
import { InfoCard } from '../../../ui/InfoCard.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { formatAddress, formatPhone } from '../branch-format.ts';
import { BranchEditModal } from './BranchEditModal.tsx';
import type { EditableBranch } from './branch-edit-form.ts';
import { DoorKeysPanel } from './DoorKeysPanel.tsx';
import { memberTimetableUrl } from './member-website.ts';
import { VaccinationRequirement } from './VaccinationRequirement.tsx';

const BranchSettingsQuery = graphql(`
  query BranchSettings($id: ID!) {
    getBranch(id: $id) {
      id
      name
      legalName
      businessNumberType
      businessNumber
      gstNumber
      isGstRegistered
      country
      businessEmailAddress
      memberDomainName
      timeZone {
        id
      }
      address {
        ...StoredAddress
      }
      contactNumber {
        ...StoredPhone
      }
    }
  }
`);

export const BRANCH_SETTINGS_TITLE = 'Settings';

/**
 * Spec 2 §2 "Branch settings": the branch information with its Edit modal, the vaccination-pass
 * requirement, the member website link, and the door keys (docs/access-control.md). Changing needs manage-branch-settings at the branch
 * with the "maintain branch settings" flag on (spec 2 §6); anyone with a role there reads it.
 */
export function BranchSettingsPage() {
  usePageTitle(BRANCH_SETTINGS_TITLE);
  const { branchId = '' } = useParams();
  const permissions = usePermissions();
  const maintainSettings = useFeatureFlag('maintain_branch_settings');
  const canEdit = maintainSettings && can(permissions, 'manage-branch-settings', branchId);
  const [{ data, error, fetching }, reload] = useRefreshableQuery({
    query: BranchSettingsQuery,
    variables: { id: branchId },
  });
  const [editing, setEditing] = useState(false);
  // A door added or revoked can configure or unconfigure access control: the toggle reads again.
  const [doorChanges, setDoorChanges] = useState(0);
  const row = data?.getBranch;

  if (error && (isAccessDenied(error) || isNotFound(error))) return <QueryError error={error} />;
  if (!row && fetching) return <PageLoader />;
  const branch: EditableBranch | null = row
    ? { ...row, address: storedAddress(row.address), contactNumber: storedPhone(row.contactNumber) }
    : null;
  const timetable = memberTimetableUrl(row?.memberDomainName, branchId);
  return (
    <>
      <PageHeader title={BRANCH_SETTINGS_TITLE} />
      {!branch ? (
        <Alert color="red" role="alert">
          {branchInfoMessages.loadFailed}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <InfoCard
            title="Branch information"
            actions={
              canEdit && (
                <Button
                  variant="light"
                  size="compact-sm"
                  leftSection={<IconPencil size={14} />}
                  onClick={() => setEditing(true)}
                >
                  Edit
                </Button>
              )
            }
          >
            <DetailList
              items={[
                { label: 'Name', value: branch.name },
                { label: 'Legal name', value: branch.legalName },
                {
                  label: 'Business number',
                  value: branch.businessNumber
                    ? `${branch.businessNumber}${branch.businessNumberType ? ` (${branch.businessNumberType})` : ''}`
                    : null,
                },
                ...(branch.country === 'NZ' ? [{ label: 'GST number', value: branch.gstNumber }] : []),
                ...(branch.country === 'AU'
                  ? [{ label: 'GST registered', value: branch.isGstRegistered ? 'Yes' : 'No' }]
                  : []),
                { label: 'Address', value: formatAddress(branch.address) },
                { label: 'Contact number', value: formatPhone(branch.contactNumber) },
                { label: 'Email', value: branch.businessEmailAddress },
                { label: 'Country', value: branch.country },
              ]}
            />
          </InfoCard>
          <Stack gap="md">
            <VaccinationRequirement key={doorChanges} branchId={branchId} canEdit={canEdit} />
            <InfoCard title="Member website">
              {timetable ? (
                <Anchor
                  href={timetable}
                  target="_blank"
                  rel="noopener noreferrer"
                  style={{ wordBreak: 'break-all' }}
                >
                  {timetable}
                </Anchor>
              ) : (
                <Text>Not available</Text>
              )}
            </InfoCard>
          </Stack>
          {canEdit && row && (
            <DoorKeysPanel
              branchId={branchId}
              timeZone={row.timeZone.id}
              onChange={() => setDoorChanges((count) => count + 1)}
            />
          )}
        </SimpleGrid>
      )}
      {branch && (
        <BranchEditModal
          branch={branch}
          opened={editing}
          onClose={() => setEditing(false)}
          onSaved={() => reload()}
        />
      )}
    </>
  );
}
