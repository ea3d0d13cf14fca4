import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeBranch,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  type StaffUser,
  secondTenant,
} from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { makeAccessTypes, makeBranchBillingAccount } from './billing-accounts.testing.ts';

let server: TestServer;
let org: OrganisationScenario;
let other: SecondTenant;
type Accounts = Awaited<ReturnType<typeof accountsAt>>;
/** A default Main account and a Corporate account at some of the scenario's branches. */
const at = {} as Record<
  'wellington' | 'auckland' | 'christchurch' | 'sydney' | 'brisbane' | 'melbourne',
  Accounts
>;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
  for (const key of ['wellington', 'auckland', 'christchurch', 'sydney', 'brisbane', 'melbourne'] as const) {
    at[key] = await accountsAt(org, org.branches[key].id);
  }
});
afterAll(() => server.close());

interface Account {
  branchBillingAccountId: string;
  branchId: string;
  name: string;
  establishmentFee: number;
  defaultCharge: number;
  cancellationFee: number;
  suspensionFee: number;
  isDefault: boolean;
  termsAndConditions: { text: string; isEditable: boolean };
  canEdit: boolean;
}

const FIELDS = `branchBillingAccountId branchId name establishmentFee defaultCharge cancellationFee suspensionFee
  isDefault termsAndConditions { text isEditable } canEdit`;
const LIST = `query List($branchId: ID!) { getBranchBillingAccounts(branchId: $branchId) { ${FIELDS} } }`;
const ONE = `query One($branchId: ID!, $id: ID!) {
  getBranchBillingAccount(branchId: $branchId, branchBillingAccountId: $id) { ${FIELDS} }
}`;
const UPDATE = `mutation Update($input: UpdateBranchBillingAccountInput!) {
  updateBranchBillingAccount(input: $input) { ${FIELDS} }
}`;
const TERMS = `mutation Terms($input: UpdateBranchBillingAccountTermsAndConditionsInput!) {
  updateBranchBillingAccountTermsAndConditions(input: $input) { ${FIELDS} }
}`;

/** Two accounts at a branch of `tenant`, the first the default. */
async function accountsAt(tenant: { build: OrganisationScenario['build'] }, branchId: string) {
  return tenant.build(async (tx) => ({
    main: await makeBranchBillingAccount(tx, { branchId, name: 'Main account', isDefault: true }),
    corporate: await makeBranchBillingAccount(tx, { branchId, name: 'Corporate account' }),
  }));
}

const codeOf = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  response.errors?.[0]?.extensions?.code;

async function update(viewer: StaffUser, input: Record<string, unknown>) {
  return server.graphql<{ updateBranchBillingAccount: Account }>(viewer, UPDATE, { input });
}

async function list(viewer: StaffUser, branchId: string): Promise<Account[]> {
  const response = await server.graphql<{ getBranchBillingAccounts: Account[] }>(viewer, LIST, { branchId });
  if (!response.data?.getBranchBillingAccounts) throw new Error(JSON.stringify(response.errors));
  return response.data.getBranchBillingAccounts;
}

describe('reading branch billing accounts', () => {
  it('lists a branch’s accounts, the default first, with fees in cents, for view-membership-plan on the branch', async () => {
    const { main, corporate } = at.wellington;
    const accounts = await list(org.frontDesk, org.branches.wellington.id);
    expect(accounts.map((account) => account.name)).toEqual(['Main account', 'Corporate account']);
    expect(accounts[0]).toMatchObject({
      branchBillingAccountId: main.id,
      branchId: org.branches.wellington.id,
      establishmentFee: 4900,
      defaultCharge: 1000,
      cancellationFee: 7500,
      suspensionFee: 500,
      isDefault: true,
      termsAndConditions: { isEditable: true },
      // The front desk views plans but does not manage branch settings.
      canEdit: false,
    });
    const one = await server.graphql<{ getBranchBillingAccount: Account }>(org.reliefDesk, ONE, {
      branchId: org.branches.wellington.id,
      id: corporate.id,
    });
    expect(one.data?.getBranchBillingAccount?.name).toBe('Corporate account');
  });

  it('answers an empty list for a branch without accounts', async () => {
    expect(await list(org.superAdmin, org.branches.perth.id)).toEqual([]);
  });

  it('tells staff of other branches the branch is not theirs', async () => {
    const response = await server.graphql(org.branchManager, LIST, {
      branchId: org.branches.christchurch.id,
    });
    expect(codeOf(response)).toBe('BRANCH_ACCESS_DENIED');
    expect(response.data?.getBranchBillingAccounts ?? null).toBeNull();
  });

  it('shows canEdit to a viewer who manages the branch settings', async () => {
    const accounts = await list(org.branchManager, org.branches.auckland.id);
    expect(accounts).toHaveLength(2);
    expect(accounts.every((account) => account.canEdit)).toBe(true);
  });

  it('answers null for an account of another branch, or an id that is not one', async () => {
    const { main } = at.sydney;
    for (const id of [main.id, 'not-an-id', "'; drop table branch_billing_accounts; --"]) {
      const response = await server.graphql(org.superAdmin, ONE, { branchId: org.branches.melbourne.id, id });
      expect(response.errors).toBeUndefined();
      expect(response.data?.getBranchBillingAccount).toBeNull();
    }
  });

  it('never shows another organisation’s accounts', async () => {
    const { main } = at.brisbane;
    const listed = await server.graphql(other.superAdmin, LIST, { branchId: org.branches.brisbane.id });
    expect(codeOf(listed)).toBe('BRANCH_NOT_FOUND');
    // Their own branch with our account's id: no such account there.
    const probed = await server.graphql(other.superAdmin, ONE, {
      branchId: other.branches.adelaide.id,
      id: main.id,
    });
    expect(probed.data?.getBranchBillingAccount).toBeNull();
    const changed = await update(other.superAdmin, {
      branchId: other.branches.adelaide.id,
      branchBillingAccountId: main.id,
      cancellationFee: 0,
      suspensionFee: 0,
      isDefault: true,
    });
    expect(codeOf(changed)).toBe('BRANCH_BILLING_ACCOUNT_NOT_FOUND');
    expect(
      (await list(org.superAdmin, org.branches.brisbane.id)).find((a) => a.name === 'Main account'),
    ).toMatchObject({
      cancellationFee: 7500,
    });
  });
});

describe('editing a branch billing account (spec 3 §5)', () => {
  it('changes the fees with manage-branch-settings on the branch', async () => {
    const { corporate } = at.auckland;
    const response = await update(org.branchManager, {
      branchId: org.branches.auckland.id,
      branchBillingAccountId: corporate.id,
      cancellationFee: 2500,
      suspensionFee: 0,
      isDefault: false,
    });
    expect(response.errors).toBeUndefined();
    expect(response.data?.updateBranchBillingAccount).toMatchObject({
      cancellationFee: 2500,
      suspensionFee: 0,
      isDefault: false,
      establishmentFee: 4900,
    });
  });

  it('refuses staff without manage-branch-settings there, and changes nothing', async () => {
    const { main } = at.wellington;
    const input = {
      branchId: org.branches.wellington.id,
      branchBillingAccountId: main.id,
      cancellationFee: 1,
      suspensionFee: 1,
      isDefault: true,
    };
    // The front desk of Wellington holds no manage-branch-settings anywhere: the gate refuses.
    expect(codeOf(await update(org.frontDesk, input))).toBe('ACCESS_DENIED');
    // The branch manager holds it at Auckland only.
    expect(codeOf(await update(org.branchManager, input))).toBe('BRANCH_ACCESS_DENIED');
    const stored = await server.graphql<{ getBranchBillingAccount: Account }>(org.superAdmin, ONE, {
      branchId: org.branches.wellington.id,
      id: main.id,
    });
    expect(stored.data?.getBranchBillingAccount).toMatchObject({ cancellationFee: 7500, suspensionFee: 500 });
  });

  it('moves the default: making another account default unsets the old one', async () => {
    const branchId = org.branches.melbourne.id;
    const { main, corporate } = at.melbourne;
    const response = await update(org.areaManager, {
      branchId,
      branchBillingAccountId: corporate.id,
      cancellationFee: 0,
      suspensionFee: 300,
      isDefault: true,
    });
    expect(response.data?.updateBranchBillingAccount.isDefault).toBe(true);
    const accounts = await list(org.areaManager, branchId);
    expect(
      accounts.filter((account) => account.isDefault).map((account) => account.branchBillingAccountId),
    ).toEqual([corporate.id]);
    expect(accounts.find((account) => account.branchBillingAccountId === main.id)?.isDefault).toBe(false);
  });

  it('refuses to unset the default account', async () => {
    const fresh = await freshBranchAccounts();
    const response = await update(org.superAdmin, {
      branchId: fresh.branchId,
      branchBillingAccountId: fresh.main.id,
      cancellationFee: 7500,
      suspensionFee: 500,
      isDefault: false,
    });
    expect(codeOf(response)).toBe('BRANCH_BILLING_ACCOUNT_DEFAULT_REQUIRED');
    expect(response.errors?.[0]?.message).toBe('An account already default cannot be unset');
    // Saving the default as it is (a retried request) is fine.
    const again = await update(org.superAdmin, {
      branchId: fresh.branchId,
      branchBillingAccountId: fresh.main.id,
      cancellationFee: 7500,
      suspensionFee: 500,
      isDefault: true,
    });
    expect(again.data?.updateBranchBillingAccount.isDefault).toBe(true);
  });

  it('keeps exactly one default when two editors make different accounts default at once', async () => {
    const { branchId, main, corporate } = await freshBranchAccounts();
    const third = await org.build((tx) =>
      makeBranchBillingAccount(tx, { branchId, name: 'Student account' }),
    );
    const input = (id: string) => ({
      branchId,
      branchBillingAccountId: id,
      cancellationFee: 100,
      suspensionFee: 100,
      isDefault: true,
    });
    const responses = await Promise.all([
      update(org.superAdmin, input(corporate.id)),
      update(org.superAdmin, input(third.id)),
      update(org.superAdmin, input(main.id)),
    ]);
    for (const response of responses) expect(response.errors).toBeUndefined();
    const defaults = (await list(org.superAdmin, branchId)).filter((account) => account.isDefault);
    expect(defaults).toHaveLength(1);
  });

  it('is kept by the database too: a second default row is refused', async () => {
    const { branchId } = await freshBranchAccounts();
    await expect(
      org.build((tx) => makeBranchBillingAccount(tx, { branchId, isDefault: true })),
    ).rejects.toThrow();
    await expect(
      org.build((tx) => makeBranchBillingAccount(tx, { branchId, cancellationFee: -1 })),
    ).rejects.toThrow();
  });

  it('validates the fees with the domain schema’s messages', async () => {
    const { branchId, corporate } = await freshBranchAccounts();
    const response = await update(org.superAdmin, {
      branchId,
      branchBillingAccountId: corporate.id,
      cancellationFee: -5,
      suspensionFee: 1_000_001,
      isDefault: false,
    });
    expect(codeOf(response)).toBe('VALIDATION_FAILED');
    expect(response.errors?.[0]?.extensions?.fieldErrors).toEqual({
      cancellationFee: 'Cancellation fee must be greater than or equal to 0',
      suspensionFee: 'Suspension fee cannot exceed $10,000',
    });
  });

  it('answers malformed input with errors, never a failure', async () => {
    const { branchId, corporate } = await freshBranchAccounts();
    const base = {
      branchId,
      branchBillingAccountId: corporate.id,
      cancellationFee: 1,
      suspensionFee: 1,
      isDefault: false,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, branchBillingAccountId: 'nope' }, 'BRANCH_BILLING_ACCOUNT_NOT_FOUND'],
      [{ ...base, branchId: 'nope' }, 'BRANCH_NOT_FOUND'],
      // Refused by GraphQL itself (an Int is 32 bits; a required Boolean), before the service.
      [{ ...base, cancellationFee: 2 ** 31 }, 'BAD_REQUEST'],
      [{ ...base, isDefault: null }, 'BAD_REQUEST'],
      [{ ...base, suspensionFee: '5' }, 'BAD_REQUEST'],
    ];
    for (const [input, code] of cases) {
      const response = await update(org.superAdmin, input);
      expect(response.status).toBeLessThan(500);
      expect(codeOf(response), JSON.stringify(input)).toBe(code);
    }
  });
});

/** A fresh branch with a default Main account and a Corporate account. */
async function freshBranchAccounts() {
  const branch = await org.build((tx) => makeBranch(tx, {}));
  return { branchId: branch.id, ...(await accountsAt(org, branch.id)) };
}

describe('terms and conditions (spec 3 §2, §5)', () => {
  const termsOf = (viewer: StaffUser, branchId: string, id: string, text: unknown) =>
    server.graphql<{ updateBranchBillingAccountTermsAndConditions: Account }>(viewer, TERMS, {
      input: { branchId, branchBillingAccountId: id, termsAndConditions: { text } },
    });

  it('saves sanitised HTML: no script, style, event handler or javascript: link survives', async () => {
    const { branchId, main } = await freshBranchAccounts();
    const typed = [
      '<h3 onclick="steal()">Terms</h3>',
      '<script>alert(1)</script><style>body{display:none}</style>',
      '<p style="color:red">Pay <strong>weekly</strong>. <a href="javascript:alert(1)">x</a>',
      '<a href="https://example.com/terms" onmouseover="x()">Full terms</a></p>',
      '<img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>',
    ].join('');
    const response = await termsOf(org.superAdmin, branchId, main.id, typed);
    expect(response.errors).toBeUndefined();
    const text = response.data?.updateBranchBillingAccountTermsAndConditions.termsAndConditions.text ?? '';
    expect(text).toBe(
      '<h3>Terms</h3><p>Pay <strong>weekly</strong>. <a rel="noopener noreferrer nofollow" target="_blank">x</a>' +
        '<a href="https://example.com/terms" rel="noopener noreferrer nofollow" target="_blank">Full terms</a></p>',
    );
    for (const bad of [
      'script',
      'style',
      'onclick',
      'onerror',
      'onmouseover',
      'javascript:',
      'iframe',
      'img',
    ]) {
      expect(text).not.toContain(bad);
    }
  });

  it('turns plain text into paragraphs and escapes it', async () => {
    const { branchId, main } = await freshBranchAccounts();
    const response = await termsOf(
      org.superAdmin,
      branchId,
      main.id,
      '  Fees & charges apply.\nSee desk.\n\nSecond paragraph  ',
    );
    expect(response.data?.updateBranchBillingAccountTermsAndConditions.termsAndConditions.text).toBe(
      '<p>Fees &amp; charges apply.<br />See desk.</p>\n<p>Second paragraph</p>',
    );
  });

  it.each([
    ['empty', ''],
    ['blank', '   \n '],
    ['markup with nothing to read', '<p> </p><script>alert(1)</script>'],
  ])('refuses a blank text (%s) with the spec’s message', async (_label, text) => {
    const { branchId, main } = await freshBranchAccounts();
    const response = await termsOf(org.superAdmin, branchId, main.id, text);
    expect(codeOf(response)).toBe('VALIDATION_FAILED');
    expect(response.errors?.[0]?.extensions?.fieldErrors).toEqual({
      text: 'Branch Terms and Conditions connot be blank',
    });
  });

  it('sanitises stored terms again when they are read', async () => {
    const { branchId } = await freshBranchAccounts();
    const account = await org.build((tx) =>
      makeBranchBillingAccount(tx, {
        branchId,
        termsAndConditions: '<p onclick="x()">Old</p><script>alert(1)</script>',
      }),
    );
    const response = await server.graphql<{ getBranchBillingAccount: Account }>(org.superAdmin, ONE, {
      branchId,
      id: account.id,
    });
    expect(response.data?.getBranchBillingAccount.termsAndConditions.text).toBe('<p>Old</p>');
  });

  it('needs manage-branch-settings on the branch', async () => {
    const { main } = at.wellington;
    expect(codeOf(await termsOf(org.frontDesk, org.branches.wellington.id, main.id, 'New terms'))).toBe(
      'ACCESS_DENIED',
    );
    expect(codeOf(await termsOf(org.branchManager, org.branches.wellington.id, main.id, 'New terms'))).toBe(
      'BRANCH_ACCESS_DENIED',
    );
  });

  it('is refused where the billing provider owns the terms (debitsuccess)', async () => {
    const account = await other.build((tx) =>
      makeBranchBillingAccount(tx, { branchId: other.branches.adelaide.id, isDefault: true }),
    );
    const listed = await list(other.superAdmin, other.branches.adelaide.id);
    expect(listed[0]?.termsAndConditions.isEditable).toBe(false);
    const response = await termsOf(other.superAdmin, other.branches.adelaide.id, account.id, 'Ours now');
    expect(codeOf(response)).toBe('TERMS_AND_CONDITIONS_NOT_EDITABLE');
  });
});

describe('GET /access-control/access-type', () => {
  const get = async (viewer: StaffUser | null) =>
    server.app.inject({
      method: 'GET',
      url: '/access-control/access-type',
      headers: viewer ? { authorization: `Bearer ${await server.tokens.issue(viewer)}` } : {},
    });

  it('lists the organisation’s access types in their order, to staff who see plans', async () => {
    await org.build((tx) => makeAccessTypes(tx, ['Off-peak', 'All hours', 'Pool only']));
    await other.build((tx) => makeAccessTypes(tx, ['Theirs']));
    const response = await get(org.frontDesk);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    // The web app (<domain>.<host>) calls PUBLIC_URL's host: a cross-origin call with a bearer token.
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const body = response.json<{ id: string; name: string }[]>();
    expect(body.map((type) => type.name)).toEqual(['Off-peak', 'All hours', 'Pool only']);
    expect(Object.keys(body[0] ?? {}).sort()).toEqual(['id', 'name']);
    expect((await get(other.superAdmin)).json<{ name: string }[]>().map((type) => type.name)).toEqual([
      'Theirs',
    ]);
  });

  it('answers the browser’s preflight without credentials', async () => {
    const response = await server.app.inject({
      method: 'OPTIONS',
      url: '/access-control/access-type',
      headers: { origin: 'http://demo.clubline.test', 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-headers']).toBe('authorization, x-api-key');
  });

  it('refuses a request without a token, and a user who neither sees nor builds plans', async () => {
    expect((await get(null)).statusCode).toBe(401);
    const refused = await get(org.noRole);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errors: [{ extensions: { code: 'ACCESS_DENIED' } }] });
  });
});
