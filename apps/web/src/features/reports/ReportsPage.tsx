import { ALL_BRANCHES, can } from '@clubline/domain';
import { Button, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { useFeatureFlags } from '../../app/flags/useFeatureFlag.ts';
import { usePermissions } from '../../app/session/SessionContext.tsx';
import { usePageTitle } from '../../app/shell/TitleContext.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useCustomReports } from './custom/useCustomReports.ts';
import { StandardReportTiles } from './standard/StandardReportTiles.tsx';

// The custom view and the builder load when first shown.
const CustomReportsView = lazy(async () => ({
  default: (await import('./custom/CustomReportsView.tsx')).CustomReportsView,
}));
const TemplateModal = lazy(async () => ({
  default: (await import('./custom/TemplateModal.tsx')).TemplateModal,
}));
const ReportSchedules = lazy(async () => ({
  default: (await import('./schedules/ReportSchedules.tsx')).ReportSchedules,
}));

type View = 'standard' | 'custom';

/**
 * The reports page (spec 3 §2 "Reports"), at organisation level and at a branch: the standard
 * report tiles, and with the save-custom-report flag the custom view (a segmented Standard |
 * Custom switch, shown once templates exist). Create report needs the create-report flag and
 * manage-reports on every branch, at organisation level (spec 3 §6); edit and delete likewise,
 * each behind its flag, delete also for the super-admin group only.
 */
export function ReportsPage() {
  usePageTitle('Reports');
  const { branchId = null } = useParams();
  const flags = useFeatureFlags();
  const permissions = usePermissions();
  const custom = useCustomReports(flags.save_custom_report);
  const [view, setView] = useState<View>('standard');
  const [creating, setCreating] = useState(false);
  const manages = branchId === null && can(permissions, 'manage-reports', ALL_BRANCHES);
  const canCreate = manages && flags.create_report && flags.save_custom_report;
  const hasTemplates = (custom.templates?.length ?? 0) > 0;
  const showSwitch = flags.save_custom_report && hasTemplates;
  const shown: View = showSwitch ? view : 'standard';

  return (
    <>
      <PageHeader
        title="Reports"
        actions={
          canCreate &&
          custom.api &&
          custom.datasets && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              Create report
            </Button>
          )
        }
      />
      <Stack gap="md">
        {showSwitch && (
          <SegmentedControl
            aria-label="Reports shown"
            w="fit-content"
            value={shown}
            onChange={(value) => setView(value === 'custom' ? 'custom' : 'standard')}
            data={[
              { value: 'standard', label: 'Standard' },
              { value: 'custom', label: 'Custom' },
            ]}
          />
        )}
        <Title order={2} size="h4">
          {shown === 'standard' ? 'Standard reports' : 'Custom reports'}
        </Title>
        {shown === 'standard' ? (
          <StandardReportTiles branchId={branchId} />
        ) : (
          <Suspense>
            <CustomReportsView
              custom={custom}
              branchId={branchId}
              canEdit={manages && flags.edit_custom_report}
              canDelete={manages && flags.delete_canned_report && permissions.isSuperAdmin}
            />
          </Suspense>
        )}
        <Suspense>
          <ReportSchedules />
        </Suspense>
      </Stack>
      {creating && custom.api && (
        <Suspense>
          <TemplateModal
            api={custom.api}
            datasets={custom.datasets ?? []}
            templates={custom.templates ?? []}
            template={null}
            onClose={() => setCreating(false)}
            onSaved={() => {
              custom.reload();
              setView('custom');
            }}
          />
        </Suspense>
      )}
    </>
  );
}
