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
      expect.arrayContaining(['async-operation', 'sms-send', 'email-send', 'files-purge-temporary']),
    );
    expect([...modules.asyncOperations.keys()]).toContain('PERSON:transferPersonToBranch');
    expect(modules.activities.map((source) => source.kind).sort()).toEqual([
      'BRANCH_TRANSFER',
      'CORRESPONDENCE',
      'MEMBERSHIP_CHANGE',
      'SESSION',
      'VISIT',
      'WAITLIST_ACTIVITY',
    ]);
  });

  it("gathers the hook handlers: memberships acts on billing's and the organisation settings' announcements, memberships and access control follow a member's transfer, session bookings answer classes' question", () => {
    expect(modules.hookHandlers.map((handler) => handler.hook)).toEqual([
      'billing-statuses-changed',
      'overdue-settings-saved',
      'member-transferred',
      'member-transferred',
      'classes.waitlists-asked',
    ]);
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
    expect(() => assembleModules(list)).toThrow(/\(transferPersonToBranch, .*\) have no worker/);
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

  it('orders the seed steps: each after the modules it names, otherwise as listed', () => {
    const order = modules.seedSteps.map((step) => step.module);
    expect(order).toEqual([
      'organisation',
      'branches',
      'billing-accounts',
      'members',
      'identity',
      'roles',
      'plans',
      'memberships',
      // Decided as the door would have, against the memberships of each moment.
      'arrivals',
      // The timetable's classes, which its sessions and bookings will stand on.
      'classes',
      // The demo timetable: sessions of those classes, booked by members holding memberships.
      'session-timetable',
      // Last month's visits mostly at another branch, for members holding memberships.
      'bulk-transfer',
      // Each branch's rules and a month of messages sent to its members.
      'correspondence',
    ]);
    for (const step of modules.seedSteps) {
      for (const name of step.after ?? [])
        expect(order.indexOf(name)).toBeLessThan(order.indexOf(step.module));
    }
  });

  const seeds = (name: string, ...after: string[]): FeatureModule => ({
    name,
    seed: { after, run: async () => {} },
  });

  it('orders seed steps by their prerequisites, whatever the list order', () => {
    const list = [seeds('c', 'b'), seeds('b', 'a'), seeds('a'), seeds('d')];
    expect(assembleModules([...FEATURE_MODULES, ...list]).seedSteps.map((step) => step.module)).toEqual([
      ...modules.seedSteps.map((step) => step.module),
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('refuses a seed step after an unknown module, or after a module that seeds nothing', () => {
    expect(() => assembleModules([...FEATURE_MODULES, seeds('extra', 'membres')])).toThrow(
      "Module 'extra' seeds after an unknown module 'membres'",
    );
    expect(() => assembleModules([...FEATURE_MODULES, seeds('extra', 'files')])).toThrow(
      "Module 'extra' seeds after 'files', which seeds nothing",
    );
  });

  it('refuses seed steps that wait for each other', () => {
    const cycle = [seeds('a', 'c'), seeds('b', 'a'), seeds('c', 'b', 'members')];
    expect(() => assembleModules([...FEATURE_MODULES, ...cycle])).toThrow(
      "The seed steps of 'a', 'b', 'c' cannot be ordered: their seed.after names form a cycle",
    );
    expect(() => assembleModules([...FEATURE_MODULES, seeds('self', 'self')])).toThrow(ModuleContractError);
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
