import type { DatasetDescription } from '@clubline/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useReporting } from '../useReporting.ts';
import { type CustomReportsApi, customReportsApi, type ReportTemplate } from './custom-api.ts';

/** Spec 3 §8 "Report-related loads". */
const TEMPLATES_LOAD_FAILED = 'An error occurred while retrieving custom report templates';
const DATASETS_LOAD_FAILED = 'An error occurred while retrieving datasets';

export interface CustomReports {
  api: CustomReportsApi | null;
  templates: ReportTemplate[] | null;
  datasets: DatasetDescription[] | null;
  error: string | null;
  reload: () => void;
}

/**
 * The saved templates and the datasets (spec 3 §2 "Custom view"), read from the Reporting API
 * when `enabled` (the save-custom-report flag), again after a change.
 */
export function useCustomReports(enabled: boolean): CustomReports {
  const { base, failed, credentials } = useReporting();
  const api = useMemo(() => (base ? customReportsApi(base, credentials) : null), [base, credentials]);
  const [round, setRound] = useState(0);
  const [state, setState] = useState<Omit<CustomReports, 'api' | 'reload'>>({
    templates: null,
    datasets: null,
    error: null,
  });
  useEffect(() => {
    if (!enabled || api === null) return;
    void round;
    let active = true;
    void (async () => {
      const [templates, datasets] = await Promise.allSettled([api.templates(), api.datasets()]);
      if (!active) return;
      setState({
        templates: templates.status === 'fulfilled' ? templates.value : [],
        datasets: datasets.status === 'fulfilled' ? datasets.value : [],
        error:
          templates.status === 'rejected'
            ? TEMPLATES_LOAD_FAILED
            : datasets.status === 'rejected'
              ? DATASETS_LOAD_FAILED
              : null,
      });
    })();
    return () => {
      active = false;
    };
  }, [enabled, api, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { api, ...state, error: failed ? TEMPLATES_LOAD_FAILED : state.error, reload };
}
