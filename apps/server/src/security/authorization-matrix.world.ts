import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { createApi } from '../api.ts';
import {
  makeAccessTypes,
  makeBranchBillingAccount,
} from '../features/billing-accounts/billing-accounts.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../features/plans/plans.testing.ts';
import { completeTicket, insertTicket } from '../platform/async-operations/async-operations.repository.ts';
import { accessTokenVerifier, loadSigningKeys } from '../platform/auth/access-tokens.ts';
import { sandboxEmailLedger } from '../platform/messaging/sandbox-email.ts';
import { sandboxSmsLedger } from '../platform/messaging/sandbox-sms.ts';
import {
  makeAttachment,
  makeBranchGroup,
  makeNote,
  makePerson,
  makeRole,
  makeStaffUser,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  type StaffUser,
  secondTenant,
  type TestPerson,
} from '../testing/builders.ts';
import { createTestServer, TEST_API_KEY, TEST_ISSUER, type TestServer } from '../testing/test-server.ts';
import type { Actor } from './authorization-matrix.ts';

/**
 * What the matrix runs against: one test server, one organisation scenario and a second
 * organisation, the subjects the read rows share (made once) and builders of fresh subjects for
 * the rows that change what they touch (one per cell, so cells cannot affect each other).
 */
export interface World {
  server: TestServer;
  /** The same database behind an api in development mode: where the development pages live. */
  development: FastifyInstance;
  org: OrganisationScenario;
  other: SecondTenant;
  /** The signed-in actors; `anonymous` has none. */
  viewers: Record<Exclude<Actor, 'anonymous'>, StaffUser>;
  /** A member of Wellington with a card, a note and a stored attachment. */
  member: TestPerson;
  noteId: string;
  attachmentId: string;
  /** A front desk of Auckland: whose role assignments the staff rows read. */
  aucklandDesk: StaffUser;
  /** A finished ticket the Wellington front desk started, and the aggregate it belongs to. */
  ticket: { ticketId: string; aggregateId: string; operationName: string };
  /** Wellington's non-default billing account (beside its default): what the billing rows read and edit. */
  billingAccount: { branchId: string; id: string };
  /** A plan sold at Wellington by a published option (plus the fresh options below). */
  plan: { id: string; optionId: string };
  /** A fresh option of `plan` sold at Wellington, in `status` (a row that changes one). */
  freshOption(status: 'DRAFT' | 'PUBLISHED'): Promise<string>;
  /** A fresh Wellington member (a row that changes or moves a person). */
  freshMember(): Promise<TestPerson>;
  /** A fresh note, or attachment, of the shared member (a row that changes or removes one). */
  freshNote(): Promise<string>;
  freshAttachment(): Promise<string>;
  /** A fresh group of Sydney and Melbourne, inside the area manager's Australia. */
  freshGroup(): Promise<{ id: string; name: string; branchIds: string[] }>;
  /** A custom role of `org` with no members, made once (the role rows that only read). */
  role: { id: string };
  /** A fresh custom role of `org` with no members (a row that changes or removes one). */
  freshRole(): Promise<{ id: string; name: string }>;
  /**
   * A fresh organisation admin (admin on ALL_BRANCHES) who works at Auckland, as the demo's
   * super.admin: the Auckland branch manager sees them, but their roles reach far beyond the
   * manager's (the staff rows' takeover variant).
   */
  freshAdmin(): Promise<StaffUser>;
}

let groups = 0;
let roles = 0;

export async function buildWorld(): Promise<World> {
  const server = await createTestServer();
  const org = await organisationScenario(server);
  const other = await secondTenant(server);
  const wellington = org.branches.wellington.id;
  const storage = server.deps.files.storage;

  const shared = await org.build(async (tx) => {
    const member = await makePerson(tx, {
      homeBranchId: wellington,
      role: 'Member',
      card: true,
      firstName: 'Matrix',
      lastName: 'Wellingtonmember',
      email: 'matrix.member@example.com',
      dateOfBirth: '1990-04-01',
    });
    const note = await makeNote(tx, { personId: member.id, contents: 'Prefers mornings' });
    const attachment = await makeAttachment(tx, { personId: member.id, file: { storage } });
    const aucklandDesk = await makeStaffUser(tx, {
      homeBranchId: org.branches.auckland.id,
      roles: [{ roleId: 'front-desk', scope: { branchId: org.branches.auckland.id } }],
    });
    const aggregateId = randomUUID();
    const operationName = 'transferPersonToBranch';
    const row = await insertTicket(tx, {
      applicationId: org.applicationId,
      operationDomain: 'PERSON',
      operationName,
      input: { personId: member.id },
      requestedByUserId: org.frontDesk.userId,
      aggregateId,
    });
    await completeTicket(tx, row.id, {
      status: 'OK',
      message: null,
      errorCode: null,
      resultType: null,
      resultId: null,
    });
    return {
      member,
      noteId: note.id,
      attachmentId: attachment.id,
      aucklandDesk,
      ticket: { ticketId: row.id, aggregateId, operationName },
    };
  });

  // Wellington's billing accounts, and each organisation's access types (its own name to tell them apart).
  const billingAccount = await org.build(async (tx) => {
    await makeBranchBillingAccount(tx, { branchId: wellington, name: 'Matrix main', isDefault: true });
    const account = await makeBranchBillingAccount(tx, { branchId: wellington, name: 'Matrix corporate' });
    await makeAccessTypes(tx, ['Matrix all hours']);
    return { branchId: wellington, id: account.id };
  });
  await other.build((tx) => makeAccessTypes(tx, ['Other all hours']));

  // A plan sold at Wellington; each plan row changes options of its own (freshOption).
  const plan = await org.build(async (tx) => {
    const row = await makeMembershipPlan(tx, { name: 'Matrix plan' });
    const option = await makePaymentOption(tx, {
      membershipPlanId: row.id,
      sellingBranchIds: [wellington],
      status: 'PUBLISHED',
    });
    return { id: row.id, optionId: option.id };
  });

  // One message in each organisation's sandbox outbox: the development page must show only its own.
  for (const [applicationId, to] of [
    [org.applicationId, '+64211110001'],
    [other.applicationId, '+61411110002'],
  ] as const) {
    await server.sms.send({ applicationId, to, body: 'Matrix outbox', reference: randomUUID() });
  }
  for (const [applicationId, to] of [
    [org.applicationId, 'matrix@org.example'],
    [other.applicationId, 'matrix@other.example'],
  ] as const) {
    const message = { subject: 'Matrix outbox', text: 'Matrix outbox', html: '<p>Matrix outbox</p>' };
    await server.email.send({ applicationId, to, ...message, reference: randomUUID() });
  }

  return {
    server,
    development: await developmentApi(server),
    org,
    other,
    viewers: {
      noRole: org.noRole,
      frontDesk: org.frontDesk,
      branchManager: org.branchManager,
      reliefDesk: org.reliefDesk,
      areaManager: org.areaManager,
      superAdmin: org.superAdmin,
      otherAdmin: other.superAdmin,
    },
    ...shared,
    billingAccount,
    plan,
    freshOption: (status) =>
      org.build(
        async (tx) =>
          (await makePaymentOption(tx, { membershipPlanId: plan.id, sellingBranchIds: [wellington], status }))
            .id,
      ),
    freshMember: () => org.build((tx) => makePerson(tx, { homeBranchId: wellington, role: 'Member' })),
    freshNote: () => org.build(async (tx) => (await makeNote(tx, { personId: shared.member.id })).id),
    freshAttachment: () =>
      org.build(
        async (tx) => (await makeAttachment(tx, { personId: shared.member.id, file: { storage } })).id,
      ),
    freshGroup: () =>
      org.build(async (tx) => {
        const branchIds = [org.branches.sydney.id, org.branches.melbourne.id];
        const group = await makeBranchGroup(tx, { name: `Matrix group ${++groups}`, branchIds });
        return { id: group.id, name: group.name, branchIds };
      }),
    role: await org.build((tx) => makeRole(tx, { id: 'matrix-role', name: 'Matrix role' })),
    freshRole: () =>
      org.build((tx) => makeRole(tx, { id: `matrix-role-${++roles}`, name: `Matrix role ${roles}` })),
    freshAdmin: () =>
      org.build((tx) =>
        makeStaffUser(tx, {
          homeBranchId: org.branches.auckland.id,
          roles: [{ roleId: 'admin', scope: 'ALL_BRANCHES' }],
        }),
      ),
  };
}

/**
 * The test server's database and files behind a second api built as `npm run dev` builds it
 * (production off, the SMS and email sandboxes' outboxes given), for the routes that exist only there.
 */
async function developmentApi(server: TestServer): Promise<FastifyInstance> {
  const keys = await loadSigningKeys(server.db.pools.owner);
  return createApi({
    deps: server.deps,
    statusPool: server.db.pools.app,
    verifier: accessTokenVerifier(keys, TEST_ISSUER),
    identity: { issuer: TEST_ISSUER, keys, ownerPool: server.db.pools.owner, trustProxy: false },
    webApiKey: TEST_API_KEY,
    logger: pino({ level: 'silent' }),
    production: false,
    sandboxSms: sandboxSmsLedger(server.db.pools.owner),
    sandboxEmail: sandboxEmailLedger(server.db.pools.owner),
  });
}
