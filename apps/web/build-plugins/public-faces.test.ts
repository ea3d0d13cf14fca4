import { describe, expect, it } from 'vitest';
import { reExportsOnly } from './public-faces.ts';

describe("a feature's public face, as the build checks it", () => {
  it('is re-exports, with comments and type re-exports', () => {
    const face = [
      '/** What other web features use of members. */',
      "export { MemberPageHeader } from './area/MemberPageHeader.tsx';",
      "export { type MemberAreaValue, useMemberArea } from './area/member-area-context.ts';",
      '// The slot.',
      'export {',
      '  memberAreaSlot,',
      "} from './member-area-slot.ts';",
      "export type { MemberPage } from './paths.ts';",
      "export * from './person-name.ts';",
    ].join('\n');
    expect(reExportsOnly(face)).toHaveLength(5);
    expect(reExportsOnly('')).toEqual([]);
  });

  it('is refused when it declares, runs or imports anything of its own', () => {
    expect(reExportsOnly("export { a } from './a.ts';\nexport const b = 1;")).toBeNull();
    expect(reExportsOnly("import './register.ts';")).toBeNull();
    expect(reExportsOnly("import { a } from './a.ts';\nexport { a };")).toBeNull();
    expect(reExportsOnly("export { a } from './a.ts';\nregister(a);")).toBeNull();
  });
});
