import { branchesFor } from '@clubline/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { usePermissions, useSessionData } from '../../../app/session/SessionContext.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { standardResultPath } from '../paths.ts';
import type { ReportNavigationState } from '../result/report-state.ts';
import { type BranchOption, StandardReportForm } from './StandardReportForm.tsx';
import type { StandardReport } from './standard-reports.ts';
import { useReportAddress } from './useReportAddress.ts';

/**
 * A standard report's modal (spec 3 §2, §5): the form, then the report's address from the
 * server, and the result page with that address in the navigation state.
 */
export function StandardReportModal({
  report,
  branchId,
  onClose,
}: {
  report: StandardReport;
  branchId: string | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const { branches } = useSessionData();
  const permissions = usePermissions();
  const requestAddress = useReportAddress(report.name);
  const branch = branchId ? (branches.find((candidate) => candidate.id === branchId) ?? null) : null;
  const branchOptions = useMemo((): BranchOption[] => {
    const allowed = report.operations.map((operation) => new Set(branchesFor(permissions, operation)));
    return branches
      .filter((candidate) => allowed.every((held) => held.has(candidate.id)))
      .map((candidate) => ({ value: candidate.id, label: candidate.name, country: candidate.country }));
  }, [branches, permissions, report.operations]);
  const nameOf = (id: string) => branches.find((candidate) => candidate.id === id)?.name ?? id;

  return (
    <FormModal opened onClose={onClose} title={report.title}>
      <StandardReportForm
        report={report}
        branch={
          branch ? { id: branch.id, name: branch.name } : branchId ? { id: branchId, name: branchId } : null
        }
        branchOptions={branchOptions}
        onCancel={onClose}
        run={async (request) => {
          const answer = await requestAddress(request);
          if ('problem' in answer) return answer.problem;
          const state: ReportNavigationState = {
            reportUrl: answer.reportUrl,
            title: report.title,
            from: request.startDate,
            to: request.endDate,
            branchNames: request.branches.map(nameOf),
            schedule: {
              report: report.name,
              title: report.title,
              branches: request.branches,
              minVisit: request.minVisit ?? null,
              membershipPlans: request.membershipPlans ?? null,
              country: request.country ?? null,
            },
          };
          navigate(standardResultPath(report.name, branchId), { state });
          return null;
        }}
      />
    </FormModal>
  );
}
