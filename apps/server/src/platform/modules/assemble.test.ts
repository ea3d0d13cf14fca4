import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FEATURE_MODULES, modules } from '../../features.ts';
import { asyncOperationsModule } from '../async-operations/async-operations.module.ts';
import { defineJob, type RegisteredJob } from '../jobs/job-definition.ts';
import { assembleModules, ModuleContractError } from './assemble.ts';
import type { FeatureModule } from './feature-module.ts';

const withoutModule = (name: string) => FEATURE_MODULES.filter((module) => module.name !== name);
const job = (queue: string) => defineJob({ queue, payload: z.object({}), handle: async () => 'done' });

describe('the module list', () => {
  it('assembles: unique names, every queue handled, every subject resolved', () => {
    expect(modules.modules.map((module) => module.name)).toEqual(
      FEATURE_MODULES.map((module) => module.name),
    );
    expect(new Set(modules.queues).size).toBe(modules.queues.length);
    expect(modules.queues).toEqual(
      expect.arrayContaining(['async-operation', 'sms-send', 'files-purge-temporary']),
    );
    expect([...modules.asyncOperations.keys()]).toContain('PERSON:transferPersonToBranch');
    expect(modules.activities.map((source) => source.kind).sort()).toEqual(['BRANCH_TRANSFER', 'VISIT']);
  });

  it('refuses two modules of one name', () => {
    expect(() => assembleModules([...FEATURE_MODULES, { name: 'members', graphql: () => {} }])).toThrow(
      "Two modules declare the module 'members'",
    );
  });

  it('refuses a module that contributes nothing', () => {
    expect(() => assembleModules([...FEATURE_MODULES, { name: 'empty', jobs: [] }])).toThrow(
      "Module 'empty' contributes nothing",
    );
  });

  it('refuses a queue declared twice', () => {
    const twice: FeatureModule = { name: 'twice', jobs: [job('sms-send')] };
    expect(() => assembleModules([...FEATURE_MODULES, twice])).toThrow(
      "Two modules declare the queue 'sms-send'",
    );
  });

  it('refuses a queue declared without a handler', () => {
    const unhandled = {
      queue: 'unhandled',
      schedule: undefined,
      pollingIntervalSeconds: undefined,
    } as unknown;
    const broken: FeatureModule = { name: 'broken', jobs: [unhandled as RegisteredJob] };
    expect(() => assembleModules([...FEATURE_MODULES, broken])).toThrow("Queue 'unhandled' has no handler");
  });

  it('refuses async operations when no module runs the async-operation job', () => {
    const list = FEATURE_MODULES.map((module) =>
      module === asyncOperationsModule ? { ...module, jobs: [] } : module,
    );
    expect(() => assembleModules(list)).toThrow(/transferPersonToBranch\) have no worker/);
  });

  it('refuses a subject kind nobody resolves, and one resolved twice', () => {
    expect(() => assembleModules(withoutModule('members'))).toThrow(
      'No module resolves the subject(s) person',
    );
    const again: FeatureModule = { name: 'again', subjects: { person: modules.subjects.person } };
    expect(() => assembleModules([...FEATURE_MODULES, again])).toThrow(
      "Two modules resolve the subject 'person'",
    );
  });

  it('needs exactly one access loader', () => {
    expect(() => assembleModules(withoutModule('roles'))).toThrow(ModuleContractError);
  });

  it('refuses two upload kinds of one purpose', () => {
    const [attachments] = modules.modules.find((module) => module.name === 'members')?.uploads ?? [];
    if (!attachments) throw new Error('members declares its upload kinds');
    const list = assembleModules([...FEATURE_MODULES, { name: 'copy', uploads: [attachments] }]);
    expect(() => list.uploadHandlers({} as never)).toThrow(
      "Two modules declare the upload purpose 'attachment'",
    );
  });
});
