import { useCallback, useEffect, useState } from 'react';
import { reportingDownload, reportingRequest, resolveReportingUrl } from '../reporting-api.ts';
import { useReporting } from '../useReporting.ts';
import type { ReportView } from './report-table.ts';
import { parseResultSet, type ResultSet } from './result-set.ts';

export type ResultSetState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; resultSet: ResultSet; url: string };

/** Reads the result set at the report's address (spec 3 §2), once the reporting base is known. */
export function useResultSet(reportUrl: string | null): ResultSetState {
  const { base, failed, credentials } = useReporting();
  const [state, setState] = useState<ResultSetState>({ status: 'loading' });
  useEffect(() => {
    if (reportUrl === null || base === null) return;
    let active = true;
    setState({ status: 'loading' });
    const url = resolveReportingUrl(base, reportUrl);
    void (async () => {
      try {
        const resultSet = parseResultSet(await reportingRequest(url, await credentials()));
        if (active) setState(resultSet ? { status: 'ready', resultSet, url } : { status: 'failed' });
      } catch {
        if (active) setState({ status: 'failed' });
      }
    })();
    return () => {
      active = false;
    };
  }, [reportUrl, base, credentials]);
  return failed ? { status: 'failed' } : state;
}

export type ExportFormat = 'xlsx' | 'csv';

/** The export's address: every row, grouped and sorted as the grid is (docs/reports.md). */
function exportUrl(resultSetUrl: string, format: ExportFormat, view: ReportView): string {
  const url = new URL(`${resultSetUrl.replace(/\/+$/, '')}/export`);
  url.searchParams.set('format', format);
  const group = view.grouping[0];
  if (group) url.searchParams.set('groupBy', group);
  const sort = view.sorting[0];
  if (sort) {
    url.searchParams.set('sort', sort.id);
    url.searchParams.set('dir', sort.desc ? 'desc' : 'asc');
  }
  return url.toString();
}

/** Hands a downloaded file to the browser under the server's name. */
function saveFile(blob: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** Downloads an export with the caller's credentials (the file is named by the server: title and time). */
export function useReportExport(resultSetUrl: string | null, title: string) {
  const { credentials } = useReporting();
  return useCallback(
    async (format: ExportFormat, view: ReportView): Promise<boolean> => {
      if (resultSetUrl === null) return false;
      try {
        const file = await reportingDownload(
          exportUrl(resultSetUrl, format, view),
          await credentials(),
          `${title}.${format}`,
        );
        saveFile(file.blob, file.fileName);
        return true;
      } catch {
        return false;
      }
    },
    [resultSetUrl, title, credentials],
  );
}
