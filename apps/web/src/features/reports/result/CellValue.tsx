import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { memberOverviewPath } from '../paths.ts';
import { formatCell } from './report-columns.ts';
import type { ReportColumn, ReportRow } from './result-set.ts';

/**
 * A value as the grid and its drill-down show it: formatted for its column, and a member's name
 * linking to their overview (spec 3 §2).
 */
export function CellValue({
  column,
  row,
  timeZone,
}: {
  column: ReportColumn;
  row: ReportRow;
  timeZone: string;
}) {
  const text = formatCell(column, row[column.name], timeZone);
  const { memberId, homeBranchId } = row;
  if (column.memberLink && typeof memberId === 'string' && typeof homeBranchId === 'string' && text !== '') {
    return (
      <Anchor component={Link} to={memberOverviewPath(homeBranchId, memberId)} size="sm">
        {text}
      </Anchor>
    );
  }
  return <>{text}</>;
}
