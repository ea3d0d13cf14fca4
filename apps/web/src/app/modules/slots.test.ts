import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { areaRoutes } from './module-routes.tsx';
import { defineSlot, type SlotFill } from './slots.ts';
import type { WebModule } from './web-module.ts';

interface Tab {
  path: string;
  label: string;
}

const Blank = () => null;
const page = async () => ({ Component: Blank });

describe('slots: the extension points of the web module contract', () => {
  it('gives back what was filled, in order, and nothing of another slot, even one of the same name', () => {
    const tabs = defineSlot<Tab>('owner.tabs');
    const lookalike = defineSlot<Tab>('owner.tabs');
    const fills = [
      tabs.fill({ path: 'a', label: 'A' }),
      lookalike.fill({ path: 'x', label: 'X' }),
      tabs.fill({ path: 'b', label: 'B' }),
    ];
    expect(tabs.valuesIn(fills)).toEqual([
      { path: 'a', label: 'A' },
      { path: 'b', label: 'B' },
    ]);
    expect(lookalike.valuesIn(fills)).toEqual([{ path: 'x', label: 'X' }]);
    expect(tabs.valuesIn([])).toEqual([]);
  });

  it("hands every module's fills to a route that builds its sub-pages from them", () => {
    const tabs = defineSlot<Tab>('owner.tabs');
    const ownerRoutes = (fills: readonly SlotFill[]): RouteObject[] => [
      { index: true, lazy: page },
      ...tabs.valuesIn(fills).map(({ path }) => ({ path, lazy: page })),
    ];
    // The owner comes first in the list and knows nothing of the modules that fill its slot.
    const owner: WebModule = {
      name: 'owner',
      routes: { organisation: [{ path: 'owner', children: ownerRoutes }] },
    };
    const higher: WebModule = {
      name: 'higher',
      routes: {},
      fills: [tabs.fill({ path: 'extra', label: 'Extra' })],
    };
    const routes = areaRoutes([owner, higher], 'organisation');
    expect(matchRoutes(routes, '/owner/extra')?.at(-1)?.route.path).toBe('extra');
    expect(matchRoutes(routes, '/owner/other')).toBeNull();
    expect(matchRoutes(areaRoutes([owner], 'organisation'), '/owner/extra')).toBeNull();
  });
});
