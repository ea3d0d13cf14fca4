import { RESOLVED_SUBJECT_KINDS, type ResolvedSubjectKind } from '@clubline/domain';
import { type ActivitySource, installActivitySources } from '../activities/activity-source.ts';
import { operationKey, type RegisteredAsyncOperation } from '../async-operations/async-operation.ts';
import { asyncOperationJob } from '../async-operations/async-operation-job.ts';
import {
  type AccessLoader,
  installSubjectResolvers,
  type SubjectResolver,
  type SubjectResolvers,
} from '../auth/authorization.ts';
import type { UploadHandler } from '../files/files.rest.ts';
import type { Dependencies } from '../graphql/context.ts';
import type { RegisteredJob } from '../jobs/job-definition.ts';
import type { SeedStep } from './demo-plan.ts';
import type { FeatureModule, WorkerListener } from './feature-module.ts';
import { type HookHandler, installHookHandlers } from './hooks.ts';

/** A module list that breaks the contract; start-up stops with it. */
export class ModuleContractError extends Error {
  override name = 'ModuleContractError';
}

/** Everything the processes need, derived from the one module list. */
export interface AssembledModules {
  modules: readonly FeatureModule[];
  jobs: readonly RegisteredJob[];
  /** Every queue to create: the jobs' and the providers' own. */
  queues: readonly string[];
  asyncOperations: ReadonlyMap<string, RegisteredAsyncOperation>;
  activities: readonly ActivitySource[];
  subjects: SubjectResolvers;
  access: AccessLoader;
  workerListeners: readonly WorkerListener[];
  /** Every module's hook handlers, in the module list's order (the order they run in). */
  hookHandlers: readonly HookHandler[];
  /** The demo seed's steps, each after the steps it names (`seed/seed.ts` runs them in order). */
  seedSteps: readonly AssembledSeedStep[];
  /** The upload kinds, bound to the api's dependencies; purposes are unique. */
  uploadHandlers(deps: Dependencies): UploadHandler[];
}

/** A module's seed step, with the module's name. */
interface AssembledSeedStep extends SeedStep {
  module: string;
}

function unique(kind: string, names: readonly string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new ModuleContractError(`Two modules declare the ${kind} '${name}'`);
    seen.add(name);
  }
}

/** A module must contribute something besides its name. */
function contributes(module: FeatureModule): boolean {
  return Object.entries(module).some(
    ([key, value]) =>
      key !== 'name' &&
      value !== undefined &&
      (!Array.isArray(value) || value.length > 0) &&
      (typeof value !== 'object' || Array.isArray(value) || Object.keys(value).length > 0),
  );
}

/**
 * The modules' seed steps in an order where each runs after the steps it names; among steps that
 * could go next, the one listed first. Fails on a name that is no module, a module that seeds
 * nothing (the rows the step waits for would never come) and a cycle.
 */
function orderSeedSteps(modules: readonly FeatureModule[]): AssembledSeedStep[] {
  const names = new Set(modules.map((module) => module.name));
  const pending = modules.flatMap(({ name, seed }): AssembledSeedStep[] =>
    seed ? [{ module: name, after: seed.after, run: (tx, demo) => seed.run(tx, demo) }] : [],
  );
  const seeding = new Set(pending.map((step) => step.module));
  for (const step of pending) {
    for (const name of step.after ?? []) {
      if (!names.has(name))
        throw new ModuleContractError(`Module '${step.module}' seeds after an unknown module '${name}'`);
      if (!seeding.has(name))
        throw new ModuleContractError(`Module '${step.module}' seeds after '${name}', which seeds nothing`);
    }
  }
  const ordered: AssembledSeedStep[] = [];
  const done = new Set<string>();
  while (pending.length > 0) {
    const next = pending.findIndex((step) => (step.after ?? []).every((name) => done.has(name)));
    if (next < 0) {
      throw new ModuleContractError(
        `The seed steps of ${pending.map((step) => `'${step.module}'`).join(', ')} cannot be ordered: their seed.after names form a cycle`,
      );
    }
    const [step] = pending.splice(next, 1);
    if (!step) break;
    ordered.push(step);
    done.add(step.module);
  }
  return ordered;
}

/**
 * Checks the module list against the contract and derives what each process runs. Fails (at
 * start-up, and in the contract test) on duplicate names, a module that adds nothing, a job
 * without a handler, an async operation with no job to apply it, a subject kind without exactly
 * one resolver, anything but exactly one access loader, or seed steps that cannot be ordered.
 */
export function assembleModules(modules: readonly FeatureModule[]): AssembledModules {
  unique(
    'module',
    modules.map((module) => module.name),
  );
  for (const module of modules) {
    if (!contributes(module)) throw new ModuleContractError(`Module '${module.name}' contributes nothing`);
  }
  const jobs = modules.flatMap((module) => module.jobs ?? []);
  for (const job of jobs) {
    if (typeof job.run !== 'function') throw new ModuleContractError(`Queue '${job.queue}' has no handler`);
  }
  const queues = [
    ...jobs.map((job) => job.queue),
    ...modules.flatMap((module) => module.providerQueues ?? []),
  ];
  unique('queue', queues);

  const operations = modules.flatMap((module) => module.asyncOperations ?? []);
  unique(
    'async operation',
    operations.map((operation) => operationKey(operation.domain, operation.name)),
  );
  if (operations.length > 0 && !jobs.some((job) => job.queue === asyncOperationJob.queue)) {
    throw new ModuleContractError(
      `Async operations (${operations.map((operation) => operation.name).join(', ')}) have no worker: no module declares the '${asyncOperationJob.queue}' job`,
    );
  }

  const activities = modules.flatMap((module) => module.activities ?? []);
  unique(
    'activity kind',
    activities.map((source) => source.kind),
  );

  const subjects: Partial<Record<ResolvedSubjectKind, SubjectResolver>> = {};
  for (const module of modules) {
    for (const [kind, resolver] of Object.entries(module.subjects ?? {})) {
      const known = RESOLVED_SUBJECT_KINDS.find((candidate) => candidate === kind);
      if (!known)
        throw new ModuleContractError(`Module '${module.name}' resolves an unknown subject '${kind}'`);
      if (subjects[known]) throw new ModuleContractError(`Two modules resolve the subject '${kind}'`);
      subjects[known] = resolver;
    }
  }
  const missing = RESOLVED_SUBJECT_KINDS.filter((kind) => !subjects[kind]);
  if (missing.length > 0)
    throw new ModuleContractError(`No module resolves the subject(s) ${missing.join(', ')}`);

  const loaders = modules.flatMap((module) => (module.access ? [module.access] : []));
  const [access] = loaders;
  if (!access || loaders.length > 1) {
    throw new ModuleContractError(
      `Exactly one module must load the viewer's access (found ${loaders.length})`,
    );
  }

  const seedSteps = orderSeedSteps(modules);

  const uploadKinds = modules.flatMap((module) => module.uploads ?? []);
  return {
    modules,
    jobs,
    queues,
    asyncOperations: new Map(
      operations.map((operation) => [operationKey(operation.domain, operation.name), operation]),
    ),
    activities,
    subjects: subjects as SubjectResolvers,
    access,
    workerListeners: modules.flatMap((module) => module.workerListeners ?? []),
    hookHandlers: modules.flatMap((module) => module.hooks ?? []),
    seedSteps,
    uploadHandlers(deps) {
      const handlers = uploadKinds.map((kind) => kind(deps));
      unique(
        'upload purpose',
        handlers.map((handler) => handler.purpose),
      );
      return handlers;
    },
  };
}

/** Makes the assembled extension points (subjects, activity sources, hooks) what requests and jobs use. */
export function installModules(assembled: AssembledModules): void {
  installSubjectResolvers(assembled.subjects);
  installActivitySources(assembled.activities);
  installHookHandlers(assembled.hookHandlers);
}
