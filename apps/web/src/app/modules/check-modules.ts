import type { Area, MenuLink, ModuleRoute, Requires, WebModule } from './web-module.ts';

/** A sidebar entry or a settings link. */
type Entry = MenuLink & { children?: readonly MenuLink[] | undefined };

/**
 * The contract's rules that types cannot state (module-contract test): names and route paths are
 * unique, a module declares at least one route or fills a slot (its pages live in another
 * feature's, as memberships' do in the member area), and every menu entry opens a route of its own
 * module in the menu's area with the same `requires`. Returns one line per problem.
 */
export function moduleProblems(modules: readonly WebModule[]): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  const paths: Record<Area, Map<string, string>> = { organisation: new Map(), branch: new Map() };

  for (const module of modules) {
    if (names.has(module.name)) problems.push(`module name "${module.name}" is used twice`);
    names.add(module.name);

    const routes = { organisation: module.routes.organisation ?? [], branch: module.routes.branch ?? [] };
    const overlays = module.overlays?.branch?.length ?? 0;
    if (routes.organisation.length + routes.branch.length + (module.fills?.length ?? 0) + overlays === 0) {
      problems.push(`module "${module.name}" declares no routes and fills no slot`);
    }
    for (const area of ['organisation', 'branch'] as const) {
      for (const route of routes[area]) {
        const owner = paths[area].get(route.path);
        if (owner !== undefined) {
          problems.push(
            `${area} route "${route.path}" of "${module.name}" is already declared by "${owner}"`,
          );
        } else {
          paths[area].set(route.path, module.name);
        }
      }
    }

    const menus: [string, Area, readonly Entry[]][] = [
      ['organisation', 'organisation', module.navigation?.organisation ?? []],
      ['branch', 'branch', module.navigation?.branch ?? []],
      ['settings', 'organisation', module.navigation?.settings ?? []],
    ];
    for (const [menu, area, entries] of menus) {
      const links = entries.flatMap((entry) => [entry, ...(entry.children ?? [])]);
      for (const link of links) {
        const problem = linkProblem(link, routes[area]);
        if (problem) problems.push(`${menu} menu entry "${link.label}" of "${module.name}" ${problem}`);
      }
    }
  }
  return problems;
}

function linkProblem(link: MenuLink, routes: readonly ModuleRoute[]): string | null {
  const route = routes.find((candidate) => candidate.path === link.route.path);
  if (route === undefined) return `opens "${link.route.path}", which is none of its module's routes there`;
  if (!sameRequires(route.requires, link.route.requires))
    return `requires other than its route "${route.path}"`;
  return null;
}

function sameRequires(a: Requires | undefined, b: Requires | undefined): boolean {
  return a?.operation === b?.operation && a?.on === b?.on && a?.flag === b?.flag;
}
