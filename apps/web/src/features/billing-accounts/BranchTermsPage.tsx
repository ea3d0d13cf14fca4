import { billingAccountMessages } from '@clubline/domain';
import { Alert, Button, Card, EmptyState, Select, Stack, Typography } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { useFeatureFlag } from '../../app/flags/useFeatureFlag.ts';
import { isAccessDenied } from '../../app/graphql/errors.ts';
import { QueryError } from '../../app/pages/QueryError.tsx';
import { usePageTitle } from '../../app/shell/TitleContext.tsx';
import { graphql } from '../../gql/index.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { EditTermsModal } from './EditTermsModal.tsx';

const BranchTermsQuery = graphql(`
  query BranchTerms($branchId: ID!) {
    getBranchBillingAccounts(branchId: $branchId) {
      branchBillingAccountId
      name
      canEdit
      termsAndConditions {
        text
        isEditable
      }
    }
  }
`);

export const TERMS_TITLE = 'Branch Terms & Conditions';

/**
 * Spec 3 §2 "Branch Terms & Conditions page": pick an account (no empty choice, the first
 * preselected) and read its terms as rich content; Edit when the terms are editable and the user
 * may change them.
 */
export function BranchTermsPage() {
  usePageTitle(TERMS_TITLE);
  const { branchId = '' } = useParams();
  const maintainSettings = useFeatureFlag('maintain_branch_settings');
  const [{ data, error, fetching }] = useQuery({ query: BranchTermsQuery, variables: { branchId } });
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const accounts = data?.getBranchBillingAccounts ?? [];
  const account = accounts.find((row) => row.branchBillingAccountId === chosenId) ?? accounts[0] ?? null;

  if (error && isAccessDenied(error)) return <QueryError error={error} />;
  const canEdit =
    account !== null && maintainSettings && account.canEdit && account.termsAndConditions.isEditable;
  return (
    <>
      <PageHeader
        title={TERMS_TITLE}
        breadcrumbs={[{ label: 'Management' }, { label: TERMS_TITLE }]}
        actions={
          canEdit && (
            <Button leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
              Edit
            </Button>
          )
        }
      />
      {error ? (
        <Alert color="red" role="alert">
          {billingAccountMessages.listLoadFailed}
        </Alert>
      ) : fetching && !data ? (
        <PageLoader />
      ) : account === null ? (
        <EmptyState py="xl" title={billingAccountMessages.empty} />
      ) : (
        <Stack gap="md">
          <Select
            label="Branch billing account"
            data={accounts.map((row) => ({ value: row.branchBillingAccountId, label: row.name }))}
            value={account.branchBillingAccountId}
            onChange={(value) => value && setChosenId(value)}
            allowDeselect={false}
            maw={360}
          />
          <Card withBorder padding="lg">
            {/* The server sanitised the terms (apps/server/src/features/billing-accounts/terms-sanitiser.ts). */}
            <Typography>
              <div
                data-testid="terms-content"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised it, on save and again on read.
                dangerouslySetInnerHTML={{ __html: account.termsAndConditions.text }}
              />
            </Typography>
          </Card>
        </Stack>
      )}
      {account && (
        <EditTermsModal
          opened={editing}
          onClose={() => setEditing(false)}
          branchId={branchId}
          branchBillingAccountId={account.branchBillingAccountId}
          text={account.termsAndConditions.text}
        />
      )}
    </>
  );
}
