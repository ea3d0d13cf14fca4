import { billingAccountMessages, type CountryCode } from '@clubline/domain';
import { ActionIcon, Alert, Badge, Card, EmptyState, Group, Menu, Stack, Table, Title } from '@mantine/core';
import { IconDots, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { useFeatureFlag } from '../../app/flags/useFeatureFlag.ts';
import { isAccessDenied } from '../../app/graphql/errors.ts';
import { QueryError } from '../../app/pages/QueryError.tsx';
import { usePageTitle } from '../../app/shell/TitleContext.tsx';
import { graphql } from '../../gql/index.ts';
import { DetailList } from '../../ui/DetailList.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { ActionsHeader } from '../../ui/RowActions.tsx';
import { feeText, useBranchCountry } from './branch-currency.ts';
import { EditBillingAccountModal } from './EditBillingAccountModal.tsx';

const BranchBillingAccountsQuery = graphql(`
  query BranchBillingAccounts($branchId: ID!) {
    getBranchBillingAccounts(branchId: $branchId) {
      branchBillingAccountId
      name
      establishmentFee
      defaultCharge
      cancellationFee
      suspensionFee
      isDefault
      canEdit
      ...EditBillingAccount_account
    }
  }
`);

/** The suspension fee is weekly; a free one needs no period. */
const weekly = (cents: number, country: CountryCode | undefined) =>
  cents === 0 ? feeText(cents, country) : `${feeText(cents, country)} / week`;

export const BILLING_ACCOUNTS_TITLE = 'Branch billing accounts';

/**
 * Spec 3 §2 "Branch billing accounts page": the branch's accounts with their fees; a row's menu
 * offers Edit to staff who manage the branch settings, when maintaining them is switched on.
 */
export function BranchBillingAccountsPage() {
  usePageTitle(BILLING_ACCOUNTS_TITLE);
  const { branchId = '' } = useParams();
  const country = useBranchCountry();
  const maintainSettings = useFeatureFlag('maintain_branch_settings');
  const [{ data, error, fetching }] = useQuery({
    query: BranchBillingAccountsQuery,
    variables: { branchId },
  });
  const [editingId, setEditingId] = useState<string | null>(null);
  const accounts = data?.getBranchBillingAccounts ?? [];
  const editing = accounts.find((account) => account.branchBillingAccountId === editingId) ?? null;

  if (error && isAccessDenied(error)) return <QueryError error={error} />;
  return (
    <>
      <PageHeader
        title={BILLING_ACCOUNTS_TITLE}
        breadcrumbs={[{ label: 'Management' }, { label: BILLING_ACCOUNTS_TITLE }]}
      />
      {error ? (
        <Alert color="red" role="alert">
          {billingAccountMessages.listLoadFailed}
        </Alert>
      ) : fetching && !data ? (
        <PageLoader />
      ) : accounts.length === 0 ? (
        <EmptyState py="xl" title={billingAccountMessages.empty} />
      ) : (
        <>
          <Stack gap="sm" hiddenFrom="sm">
            {accounts.map((account) => (
              <Card key={account.branchBillingAccountId} withBorder padding="md">
                <Group justify="space-between" wrap="nowrap" mb="xs">
                  <Group gap="xs">
                    <Title order={2} size="h5">
                      {account.name}
                    </Title>
                    {account.isDefault && <DefaultBadge />}
                  </Group>
                  {maintainSettings && account.canEdit && (
                    <AccountActions
                      name={account.name}
                      onEdit={() => setEditingId(account.branchBillingAccountId)}
                    />
                  )}
                </Group>
                <DetailList
                  items={[
                    { label: 'Administration', value: feeText(account.establishmentFee, country) },
                    { label: 'Default charge', value: feeText(account.defaultCharge, country) },
                    { label: 'Cancellation', value: feeText(account.cancellationFee, country) },
                    { label: 'Suspension', value: weekly(account.suspensionFee, country) },
                  ]}
                />
              </Card>
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={560} visibleFrom="sm">
            <Table highlightOnHover verticalSpacing="sm" bg="var(--mantine-color-body)" withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th ta="right">Administration</Table.Th>
                  <Table.Th ta="right">Default charge</Table.Th>
                  <Table.Th ta="right">Cancellation</Table.Th>
                  <Table.Th ta="right">Suspension</Table.Th>
                  <Table.Th>Default</Table.Th>
                  <ActionsHeader />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {accounts.map((account) => (
                  <Table.Tr key={account.branchBillingAccountId}>
                    <Table.Td fw={500}>{account.name}</Table.Td>
                    <Table.Td ta="right">{feeText(account.establishmentFee, country)}</Table.Td>
                    <Table.Td ta="right">{feeText(account.defaultCharge, country)}</Table.Td>
                    <Table.Td ta="right">{feeText(account.cancellationFee, country)}</Table.Td>
                    <Table.Td ta="right">{weekly(account.suspensionFee, country)}</Table.Td>
                    <Table.Td>{account.isDefault && <DefaultBadge />}</Table.Td>
                    <Table.Td>
                      {maintainSettings && account.canEdit && (
                        <AccountActions
                          name={account.name}
                          onEdit={() => setEditingId(account.branchBillingAccountId)}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      <EditBillingAccountModal
        opened={editing !== null}
        onClose={() => setEditingId(null)}
        branchId={branchId}
        account={editing}
      />
    </>
  );
}

function DefaultBadge() {
  return (
    <Badge variant="light" color="teal">
      Default
    </Badge>
  );
}

/** The row's context menu (spec 3 §2): Edit. */
function AccountActions({ name, onEdit }: { name: string; onEdit: () => void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit}>
          Edit
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
