import { Button } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutation } from 'urql';
import { graphql } from '../../../gql/index.ts';
import { notifyError } from '../../../ui/notifications.ts';
import { openInNewTab } from '../../../ui/open-in-new-tab.ts';

const ExportMembersCsvMutation = graphql(`
  mutation ExportMembersCsv($branches: [ID!]) {
    exportMembersCsv(branches: $branches) {
      reportUrl
    }
  }
`);

/** Spec 2 §2, §7: exports the members of the branches as CSV and opens the signed address. */
export function ExportMembersButton({ branches }: { branches: readonly string[] }) {
  const [, exportCsv] = useMutation(ExportMembersCsvMutation);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const result = await exportCsv({ branches: [...branches] });
    setBusy(false);
    const url = result.data?.exportMembersCsv.reportUrl;
    if (url && !result.error) {
      openInNewTab(url);
      return;
    }
    // The error catalogue loads when an export fails: the list's first render has no use for it.
    const { errorTextOf } = await import('../../../app/errors/error-text.ts');
    notifyError(errorTextOf(result.error));
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileExport size={16} />}
      onClick={run}
      loading={busy}
      disabled={branches.length === 0}
    >
      Export CSV
    </Button>
  );
}
