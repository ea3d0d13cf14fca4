import { type CountryCode, formatMoney } from '@clubline/domain';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { DebitsTable } from '../DebitsTable.tsx';

/** What every action's preview query selects (End, Change, Suspend): one selection, one table. */
export const ActionPreviewFragment = graphql(`
  fragment ActionPreview_preview on MembershipActionPreview {
    charges {
      kind
      label
      amount
    }
    debits {
      ...DebitsTable_debit
    }
    stoppedDebits {
      ...DebitsTable_debit
    }
  }
`);

/**
 * Before a money-changing action is saved: what it charges now, the next six debits
 * after it, and the debits that will no longer be taken.
 */
export function ActionPreview({
  preview: previewRef,
  loading,
  failed,
  country,
}: {
  preview: FragmentType<typeof ActionPreviewFragment> | null | undefined;
  loading: boolean;
  failed: boolean;
  country: CountryCode | undefined;
}) {
  const preview = getFragmentData(ActionPreviewFragment, previewRef);
  if (failed)
    return (
      <Alert color="red" variant="light" role="alert">
        The payments after this change could not be worked out. Please try again.
      </Alert>
    );
  if (loading || !preview) return loading ? <Loader size="sm" aria-label="Loading the payments" /> : null;
  return (
    <Stack gap="xs" aria-label="What changes" component="section">
      <Title order={3} size="h5">
        Charged now
      </Title>
      {preview.charges.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing is charged now.
        </Text>
      ) : (
        preview.charges.map((charge) => (
          <Text size="sm" key={`${charge.kind}-${charge.label}`}>
            {charge.label}: {formatMoney(charge.amount, country)}
          </Text>
        ))
      )}
      <Title order={3} size="h5">
        Next payments
      </Title>
      <DebitsTable
        label="Next payments"
        debits={preview.debits}
        country={country}
        empty="No further payments."
      />
      <Title order={3} size="h5">
        Payments that stop
      </Title>
      <DebitsTable
        label="Payments that stop"
        debits={preview.stoppedDebits}
        country={country}
        empty="No scheduled payment stops."
      />
    </Stack>
  );
}
