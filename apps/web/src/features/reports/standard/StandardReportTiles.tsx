import { ANY_BRANCH, can } from '@clubline/domain';
import { Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useFeatureFlags } from '../../../app/flags/useFeatureFlag.ts';
import { usePermissions } from '../../../app/session/SessionContext.tsx';
import { STANDARD_REPORTS, type StandardReport } from './standard-reports.ts';

// A report's form loads when a tile is first opened.
const StandardReportModal = lazy(async () => ({
  default: (await import('./StandardReportModal.tsx')).StandardReportModal,
}));

/** The standard reports this user may run here (spec 3 §2, §6): the flag on, the operation held. */
function useRunnableReports(branchId: string | null): StandardReport[] {
  const permissions = usePermissions();
  const flags = useFeatureFlags();
  return STANDARD_REPORTS.filter(
    (report) =>
      (report.flag === undefined || flags[report.flag]) &&
      report.operations.every((operation) => can(permissions, operation, branchId ?? ANY_BRANCH)),
  );
}

/**
 * The standard report tiles (spec 3 §2): one per report the user may run, each opening its modal
 * form. A tile the user may not run is not shown (spec 3 §2 "opens only for users holding the
 * matching permission").
 */
export function StandardReportTiles({ branchId }: { branchId: string | null }) {
  const reports = useRunnableReports(branchId);
  const [open, setOpen] = useState<StandardReport | null>(null);
  if (reports.length === 0) {
    return <Text c="dimmed">You have no permission to run standard reports here.</Text>;
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {reports.map((report) => (
          <UnstyledButton
            key={report.name}
            onClick={() => setOpen(report)}
            aria-haspopup="dialog"
            data-report={report.name}
          >
            <Card withBorder padding="md" h="100%">
              <Text fw={600} mb={4} component="span" display="flex" style={{ alignItems: 'center', gap: 8 }}>
                <IconChartBar size={18} aria-hidden />
                {report.title}
              </Text>
              <Text size="sm" c="dimmed" component="span" display="block">
                {report.description}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {open && (
        <Suspense>
          <StandardReportModal report={open} branchId={branchId} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
