import { Alert, Text } from '@mantine/core';
import { useState } from 'react';
import { CustomReportTiles } from './CustomReportTiles.tsx';
import type { ReportTemplate } from './custom-api.ts';
import { RunCustomReportModal } from './RunCustomReportModal.tsx';
import { TemplateModal } from './TemplateModal.tsx';
import type { CustomReports } from './useCustomReports.ts';

/** Spec 3 §2: the custom view's empty state when no datasets exist (no_datasets). */
export const NO_DATASETS = 'No datasets are available for custom reports yet.';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

interface CustomReportsViewProps {
  custom: CustomReports;
  branchId: string | null;
  canEdit: boolean;
  canDelete: boolean;
}

/** The custom view of the reports page (spec 3 §2): the template tiles, Run, Edit and Delete. */
export function CustomReportsView({ custom, branchId, canEdit, canDelete }: CustomReportsViewProps) {
  const [running, setRunning] = useState<ReportTemplate | null>(null);
  const [editing, setEditing] = useState<ReportTemplate | null>(null);
  const { api, templates, datasets } = custom;
  if (custom.error) {
    return (
      <Alert color="red" role="alert" title="Error">
        {custom.error}
      </Alert>
    );
  }
  if (!api || !templates || !datasets) return null;
  if (datasets.length === 0) return <Text c="dimmed">{NO_DATASETS}</Text>;
  return (
    <>
      <CustomReportTiles
        api={api}
        templates={templates}
        datasets={datasets}
        timeZone={browserZone()}
        canEdit={canEdit}
        canDelete={canDelete}
        onRun={setRunning}
        onEdit={setEditing}
        onChanged={custom.reload}
      />
      {running && (
        <RunCustomReportModal
          api={api}
          template={running}
          dataset={datasets.find((dataset) => dataset.id === running.dataset.id)}
          branchId={branchId}
          onClose={() => setRunning(null)}
        />
      )}
      {editing && (
        <TemplateModal
          api={api}
          datasets={datasets}
          templates={templates}
          template={editing}
          onClose={() => setEditing(null)}
          onSaved={custom.reload}
        />
      )}
    </>
  );
}
