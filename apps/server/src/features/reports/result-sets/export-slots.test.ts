import { describe, expect, it } from 'vitest';
import { exportSlots } from './export-slots.ts';

const open = () => new AbortController().signal;

describe('export slots', () => {
  it('lets a user wait behind their own export while others go, in order, and a reader who leaves gives up its place', async () => {
    const slots = exportSlots({ total: 2, perUser: 1 });
    const started: string[] = [];
    const take = (userId: string, signal = open()) =>
      slots.acquire(userId, signal).then((release) => {
        if (release) started.push(userId);
        return release;
      });
    const a1 = await take('a');
    const a2 = take('a');
    const b1 = await take('b');
    const leaving = new AbortController();
    const c1 = take('c', leaving.signal);
    const d1 = take('d');
    expect(started).toEqual(['a', 'b']);
    leaving.abort();
    expect(await c1).toBeNull();
    a1?.();
    a1?.(); // a second release frees nothing more
    // a's second export waited first, so it goes before d.
    expect(await a2).not.toBeNull();
    expect(started).toEqual(['a', 'b', 'a']);
    b1?.();
    expect(await d1).not.toBeNull();
    expect(started).toEqual(['a', 'b', 'a', 'd']);
  });
});
