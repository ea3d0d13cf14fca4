import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mantineCssByRoute, mantineStyles } from './mantine-css.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const nodeModules = path.join(root, 'node_modules');
const css = (folder: string) => `@mantine/core/styles/${folder}.layer.css`;

/**
 * The web build imports each Mantine component's CSS where the component is used (CSS by
 * route). A component styled with another's CSS must bring that CSS too, or it renders unstyled on
 * a page that happens not to use the other.
 */
describe('Mantine CSS by route', () => {
  const styles = mantineStyles(nodeModules);

  it('brings what a component is built from, in the order of Mantine’s complete stylesheet', () => {
    const button = styles.forImports(['Button'], []);
    expect(button).toContain(css('Button'));
    expect(button).toContain(css('UnstyledButton'));
    expect(button).toContain(css('Loader'));
    expect(button.indexOf(css('UnstyledButton'))).toBeLessThan(button.indexOf(css('Button')));
  });

  it('follows components that have no CSS of their own to the ones they use', () => {
    const select = styles.forImports(['Select'], []);
    for (const folder of ['Input', 'Combobox', 'Popover', 'ScrollArea'])
      expect(select).toContain(css(folder));
  });

  it('brings the shared layouts under utils/ (a Checkbox label beside its box)', () => {
    for (const name of ['Checkbox', 'Switch', 'Radio'])
      expect(styles.forImports([name], [])).toContain(css('InlineInput'));
  });

  it('brings the shared layouts and sub-components a component is built from', () => {
    expect(styles.forImports(['Checkbox'], [])).toContain(css('InlineInput'));
    expect(styles.forImports(['Checkbox'], [])).toContain(css('CheckboxCard'));
  });

  it('finds the core components the notifications and modals packages use', () => {
    expect(styles.forImports([], ['@mantine/notifications'])).toContain(css('Notification'));
    expect(styles.forImports([], ['@mantine/modals'])).toContain(css('ModalBase'));
  });

  it('adds nothing for names without styles, and leaves other modules alone', () => {
    expect(styles.forImports(['MantineProvider', 'useMantineTheme', 'rem'], [])).toEqual([]);
    const plugin = mantineCssByRoute({ nodeModules, sourceDir: path.join(root, 'apps/web/src') });
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const page = path.join(root, 'apps/web/src/Page.tsx');
    const code = "import { Button, type MantineSize } from '@mantine/core';\nexport const a = 1;\n";
    const out = transform(code, page);
    expect(out?.code.split('\n')[0]).toMatch(
      /^import '@mantine\/core\/styles\/.*Button\.layer\.css';import \{ Button/,
    );
    expect(out?.code.split('\n')).toHaveLength(code.split('\n').length);
    expect(transform(code, path.join(nodeModules, 'x/index.tsx'))).toBeNull();
    expect(transform(code, path.join(root, 'apps/web/src/Page.test.tsx'))).toBeNull();
  });
});
