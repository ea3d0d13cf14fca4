import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { clientNetwork, delayAfter, loginThrottle, type ThrottleRule } from './login-throttle.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const rule = (key: string, freeFailures = 2): ThrottleRule => ({ key, freeFailures, maxDelaySeconds: 60 });

describe('the delay after failures', () => {
  it('is nothing within the free failures, then doubles from one second up to the maximum', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((failures) => delayAfter(failures, rule('k')));
    expect(delays).toEqual([0, 0, 1, 2, 4, 8, 16, 32, 60, 60]);
    expect(delayAfter(10_000, rule('k'))).toBe(60);
  });
});

describe('the client network an address counts under', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b:1:2::192.0.2.1', '64:ff9b:1:2::/64'],
  ])('%s → %s', (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });
});

describe('sign-in throttling', () => {
  it('makes a key past its free failures wait after its latest failure, and forgets it when cleared', async () => {
    const throttle = loginThrottle(db.pools.owner, { windowSeconds: 60 });
    await throttle.recordFailure(['pair:test']);
    await throttle.recordFailure(['pair:test']);
    expect(await throttle.secondsToWait([rule('pair:test')])).toBe(1);
    await throttle.recordFailure(['pair:test']);
    expect(await throttle.secondsToWait([rule('pair:test'), rule('address:elsewhere')])).toBe(2);
    await throttle.clear('pair:test');
    expect(await throttle.secondsToWait([rule('pair:test')])).toBe(0);
  });

  it('counts down from the latest failure', async () => {
    const throttle = loginThrottle(db.pools.owner, { windowSeconds: 60 });
    for (let failures = 0; failures < 5; failures++) await throttle.recordFailure(['pair:countdown']);
    await db.pools.owner.query("update login_failures set failed_at = now() - interval '5 seconds'");
    expect(await throttle.secondsToWait([rule('pair:countdown')])).toBe(3);
  });

  it('stores no usernames or addresses, only hashes', async () => {
    const throttle = loginThrottle(db.pools.owner, { windowSeconds: 60 });
    await throttle.recordFailure(['pair:someone.secret']);
    const rows = await db.pools.owner.query<{ key_hash: string }>('select key_hash from login_failures');
    expect(rows.rows.some((row) => row.key_hash.includes('someone'))).toBe(false);
  });

  it('does not count failures older than the window', async () => {
    const throttle = loginThrottle(db.pools.owner, { windowSeconds: 60 });
    await throttle.recordFailure(['address:old']);
    await db.pools.owner.query("update login_failures set failed_at = now() - interval '2 minutes'");
    expect(await throttle.secondsToWait([rule('address:old', 0)])).toBe(0);
  });
});
