import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadRouteCode } from './preload-route-code.ts';

describe('preloading the code of the page signed in for', () => {
  it('starts the lazy modules of every route the path matches, and of no other', async () => {
    const branch = vi.fn(async () => ({}));
    const list = vi.fn(async () => ({}));
    const member = vi.fn(async () => ({}));
    const failing = vi.fn(async () => Promise.reject(new Error('chunk failed')));
    const routes: RouteObject[] = [
      {
        path: '/branch/:branchId',
        lazy: branch,
        children: [
          {
            path: 'members',
            children: [
              { index: true, lazy: list },
              { path: ':personId', lazy: member },
            ],
          },
          { path: 'calendar', lazy: failing },
        ],
      },
    ];
    preloadRouteCode(routes, '/branch/b1/members?q=aroha');
    expect(branch).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledTimes(1);
    expect(member).not.toHaveBeenCalled();
    // A failed download is the router's to show when it gets there, not an unhandled rejection here.
    preloadRouteCode(routes, '/branch/b1/calendar');
    expect(failing).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A path nothing matches starts nothing.
    preloadRouteCode(routes, '/elsewhere');
    expect(branch).toHaveBeenCalledTimes(2);
  });
});
