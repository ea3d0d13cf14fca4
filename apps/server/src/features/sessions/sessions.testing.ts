import type { Transaction } from '../../platform/db/client.ts';
import { tenantOf } from '../../testing/builder-support.ts';
import { billingClock } from '../billing/public.ts';
import { horizonOf, materialiseSeries } from './schedule/materialise.ts';
import { insertSeries, seriesRowsFrom } from './schedule/schedule.repository.ts';
import type { SeriesRow, SessionRow } from './sessions.repository.ts';

export interface SeriesOverrides {
  branchId: string;
  startDate: string;
  /** Default 06:00–07:00. */
  startTime?: string;
  endTime?: string;
  classId?: string | null;
  /** Without a class; default "Open gym". */
  name?: string | null;
  staffMemberId?: string | null;
  capacity?: number | null;
  frequency?: 'ONCE' | 'WEEKLY';
  endDate?: string | null;
  /** Default Pacific/Auckland (the scenario's New Zealand branches). */
  timeZone?: string;
}

/**
 * Test builder: a series and its occurrences, made by the schedule's own materialisation (a
 * weekly series without an end: 26 weeks ahead of the billing clock's today or its start).
 */
export async function makeSessionSeries(
  tx: Transaction,
  overrides: SeriesOverrides,
): Promise<{ series: SeriesRow; sessions: SessionRow[] }> {
  const applicationId = await tenantOf(tx);
  const classId = overrides.classId ?? null;
  const series = await insertSeries(tx, {
    applicationId,
    branchId: overrides.branchId,
    classId,
    name: classId ? null : (overrides.name ?? 'Open gym'),
    staffMemberId: overrides.staffMemberId ?? null,
    capacity: overrides.capacity ?? null,
    frequency: overrides.frequency ?? 'ONCE',
    startDate: overrides.startDate,
    endDate: overrides.endDate ?? null,
    startTime: overrides.startTime ?? '06:00',
    endTime: overrides.endTime ?? '07:00',
    timeZone: overrides.timeZone ?? 'Pacific/Auckland',
  });
  await materialiseSeries(tx, series, horizonOf(series, billingClock.today(series.timeZone)));
  return { series, sessions: await seriesRowsFrom(tx, series.id, series.startDate) };
}
