import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconCalendarTime, IconFileSpreadsheet, IconFileTypeCsv, IconPrinter } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useFeatureFlag } from '../../../app/flags/useFeatureFlag.ts';
import { usePageTitle } from '../../../app/shell/TitleContext.tsx';
import { formatCalendarDate } from '../../../ui/format.ts';
import { notifyError } from '../../../ui/notifications.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { reportsPath } from '../paths.ts';
import { isStandardReportName, standardReport } from '../standard/standard-reports.ts';
import { GenderChart } from './GenderChart.tsx';
import { ReportGrid } from './ReportGrid.tsx';
import { ReportPrintSheet } from './ReportPrintSheet.tsx';
import { readReportState } from './report-state.ts';
import type { ReportView } from './report-table.ts';
import { RESULT_FAILED } from './result-set.ts';
import { type ExportFormat, useReportExport, useResultSet } from './useResultSet.ts';

// The schedule form loads when first opened.
const ScheduleReportModal = lazy(async () => ({
  default: (await import('../schedules/ScheduleReportModal.tsx')).ScheduleReportModal,
}));

/** A reload, or an address typed in: the report's address lived in the page's navigation state. */
export const REPORT_NOT_OPEN =
  'This report is no longer open: a report is shown once, right after it is run. Run it again from Reports.';
/** Spec 3 §8 leaves the text of a failed export open. */
export const EXPORT_FAILED = 'The export could not be downloaded. Please try again.';
/** The grid's notice past GRID_ROW_LIMIT (docs/reports.md). */
export const truncatedNotice = (shown: number, total: number) =>
  `Showing the first ${shown.toLocaleString('en-NZ')} of ${total.toLocaleString('en-NZ')} rows. Export to get them all.`;

const EMPTY_VIEW: ReportView = { sorting: [], grouping: [], columnFilters: [] };

/**
 * A report's result page (spec 3 §2): /…/sfreports/{name} for a standard report, /…/customreport
 * for a custom one, titled by the report. The data comes from the address in the navigation state;
 * the toolbar exports every row as Excel or CSV (grouped and sorted as the grid is) and prints.
 */
export function ReportResultPage() {
  const { branchId = null, reportName } = useParams();
  const location = useLocation();
  const state = readReportState(location.state);
  const standard = isStandardReportName(reportName) ? standardReport(reportName) : null;
  const title = state?.title ?? standard?.title ?? 'Custom report';
  usePageTitle(title);
  const genderChartOn = useFeatureFlag('membership_gender_chart');
  const result = useResultSet(state?.reportUrl ?? null);
  const [view, setView] = useState<ReportView>(EMPTY_VIEW);
  const [printing, setPrinting] = useState(false);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const download = useReportExport(result.status === 'ready' ? result.url : null, title);
  const onViewChange = useCallback((next: ReportView) => setView(next), []);

  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    // The sheet is in the document now: print it.
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  const breadcrumbs = [{ label: 'Reports', to: reportsPath(branchId) }, { label: title }];
  if (!state) {
    return (
      <>
        <PageHeader title={title} breadcrumbs={breadcrumbs} />
        <Alert color="blue" title="Nothing to show">
          <Text size="sm" mb="xs">
            {REPORT_NOT_OPEN}
          </Text>
          <Anchor component={Link} to={reportsPath(branchId)} size="sm">
            Back to Reports
          </Anchor>
        </Alert>
      </>
    );
  }

  const exportAs = async (format: ExportFormat) => {
    setExporting(format);
    const saved = await download(format, view);
    setExporting(null);
    if (!saved) notifyError(EXPORT_FAILED);
  };
  const range =
    state.from && state.to ? `${formatCalendarDate(state.from)} to ${formatCalendarDate(state.to)}` : null;
  const description = [range, state.branchNames.join(', ')].filter(Boolean).join(' · ');
  const ready = result.status === 'ready';

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={breadcrumbs}
        description={description || undefined}
        actions={
          <Group gap="xs" wrap="wrap">
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              disabled={!ready}
              loading={exporting === 'xlsx'}
              onClick={() => void exportAs('xlsx')}
            >
              Excel export
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileTypeCsv size={16} aria-hidden />}
              disabled={!ready}
              loading={exporting === 'csv'}
              onClick={() => void exportAs('csv')}
            >
              CSV export
            </Button>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
              disabled={!ready}
              onClick={() => setPrinting(true)}
            >
              Print / Save to PDF
            </Button>
            {state.schedule && (
              <Button
                variant="default"
                leftSection={<IconCalendarTime size={16} aria-hidden />}
                onClick={() => setScheduling(true)}
              >
                Schedule
              </Button>
            )}
          </Group>
        }
      />
      {result.status === 'loading' && <PageLoader />}
      {result.status === 'failed' && (
        <Alert color="red" role="alert" title="Error">
          {RESULT_FAILED}
        </Alert>
      )}
      {result.status === 'ready' && (
        <>
          {result.resultSet.truncated && (
            <Alert color="yellow" mb="md">
              {truncatedNotice(result.resultSet.rows.length, result.resultSet.totalRows)}
            </Alert>
          )}
          {standard?.name === 'membership' && genderChartOn && result.resultSet.gender && (
            <GenderChart counts={result.resultSet.gender} />
          )}
          <ReportGrid resultSet={result.resultSet} onViewChange={onViewChange} />
          {printing && (
            <ReportPrintSheet
              title={title}
              from={state.from}
              to={state.to}
              branchNames={state.branchNames}
              resultSet={result.resultSet}
              view={view}
            />
          )}
        </>
      )}
      {scheduling && state.schedule && (
        <Suspense>
          <ScheduleReportModal request={state.schedule} onClose={() => setScheduling(false)} />
        </Suspense>
      )}
    </>
  );
}
