import { z } from 'zod';
import { withTenant } from '../../../platform/db/tenant.ts';
import { parseInput } from '../../../platform/errors/validation.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { managedBranch } from '../correspondence.service.ts';
import { correspondenceRunJob } from './correspondence.jobs.ts';

const input = z.object({ branchId: z.uuid() });

/**
 * "Run the day" outside production (the sandbox, for demos and the browser journey): the
 * branch's run at once, whatever its hour, by the worker. Nothing is sent twice: the run is the
 * daily one, with its send log.
 */
export async function runDayInSandbox(context: RequestContext, raw: unknown): Promise<{ queued: true }> {
  const { branchId } = parseInput(input, raw);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await managedBranch(context, tx, branchId);
    await context.deps.jobs.send(
      correspondenceRunJob,
      { applicationId: context.viewer.applicationId, branchId, force: true },
      tx,
    );
    return { queued: true };
  });
}
