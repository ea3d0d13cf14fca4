import { ANY_BRANCH } from '@clubline/domain';
import { IconUsers } from '@tabler/icons-react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WEB_MODULES } from '../../features.ts';
import { sessionData } from '../../testing/fixtures.ts';
import { FEATURE_FLAG_NAMES, type FlagValues } from '../flags/flags.ts';
import { routes } from '../routes.tsx';
import { branchMenu, organisationMenu, settingsMenu } from '../shell/navigation.ts';
import { moduleProblems } from './check-modules.ts';
import { defineSlot } from './slots.ts';
import { CURRENT_BRANCH, type ModuleRoute, type WebModule } from './web-module.ts';

const Blank = () => null;
const page = async () => ({ Component: Blank });
const list: ModuleRoute<'organisation'> = { path: 'things', lazy: page };
const guarded: ModuleRoute<'branch'> = {
  path: 'things',
  requires: { operation: 'view-member', on: CURRENT_BRANCH },
  lazy: page,
};
const things: WebModule = {
  name: 'things',
  routes: { organisation: [list], branch: [guarded] },
  navigation: {
    organisation: [{ label: 'Things', icon: IconUsers, route: list }],
    branch: [{ label: 'Things', icon: IconUsers, route: guarded }],
    settings: [{ label: 'Things', route: list }],
  },
};

describe('web module contract (ARCHITECTURE rule 1)', () => {
  it('holds for the modules in src/features.ts', () => {
    expect(moduleProblems(WEB_MODULES)).toEqual([]);
  });

  it('accepts a well-formed module', () => {
    expect(moduleProblems([things])).toEqual([]);
  });

  it('rejects a module that declares nothing', () => {
    expect(moduleProblems([{ name: 'empty', routes: {} }])).toEqual([
      'module "empty" declares no routes and fills no slot',
    ]);
  });

  it("accepts a module whose pages live in another feature's slot", () => {
    const extra = defineSlot<{ label: string }>('things.extra');
    expect(
      moduleProblems([things, { name: 'filler', routes: {}, fills: [extra.fill({ label: 'x' })] }]),
    ).toEqual([]);
  });

  it('rejects a module name used twice and a route path declared twice in one area', () => {
    const other: WebModule = { name: 'other', routes: { organisation: [{ path: 'things', lazy: page }] } };
    expect(moduleProblems([things, things, other])).toEqual([
      'module name "things" is used twice',
      'organisation route "things" of "things" is already declared by "things"',
      'branch route "things" of "things" is already declared by "things"',
      'organisation route "things" of "other" is already declared by "things"',
    ]);
  });

  it('rejects a menu entry that opens no route of its own module in its area', () => {
    const stray: WebModule = {
      name: 'stray',
      routes: { branch: [guarded] },
      navigation: { settings: [{ label: 'Elsewhere', route: { path: 'elsewhere' } }] },
    };
    expect(moduleProblems([stray])).toEqual([
      'settings menu entry "Elsewhere" of "stray" opens "elsewhere", which is none of its module\'s routes there',
    ]);
  });

  it('rejects a menu entry whose requires differs from its route', () => {
    const loose: WebModule = {
      name: 'loose',
      routes: { organisation: [list] },
      navigation: {
        organisation: [
          {
            label: 'Things',
            icon: IconUsers,
            route: list,
            children: [
              {
                label: 'Guarded',
                route: { ...list, requires: { operation: 'view-member', on: ANY_BRANCH } },
              },
            ],
          },
        ],
      },
    };
    expect(moduleProblems([loose])).toEqual([
      'organisation menu entry "Guarded" of "loose" requires other than its route "things"',
    ]);
  });

  it('links every menu entry to a page of the route tree, not to not-found', () => {
    const flags = Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, true])) as FlagValues;
    const access = { permissions: sessionData().permissions, flags };
    const entries = [...organisationMenu(access), ...branchMenu('akl', access)];
    const hrefs = [
      ...entries.flatMap((entry) => [entry.to, ...(entry.children ?? []).map((child) => child.to)]),
      ...settingsMenu(access).map((entry) => entry.to),
    ];
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      const leaf = matchRoutes(routes, href)?.at(-1)?.route;
      expect(leaf?.path, href).not.toBe('*');
    }
  });
});
