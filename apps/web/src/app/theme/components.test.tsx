import { FileInput, Menu, Modal, MultiSelect, Notification, Table } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render.tsx';

/**
 * The theme's accessible defaults for shared components (docs/accessibility.md): each is what
 * axe reported in the journeys before the theme set it.
 */
describe('the theme’s component defaults', () => {
  it('names the close buttons of modals and notifications', () => {
    renderWithTheme(
      <>
        <Modal opened onClose={() => {}} title="Transfer member">
          Body
        </Modal>
        <Notification title="Success">Saved successfully</Notification>
      </>,
    );
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeTruthy();
  });

  it('names the clear button of a file input', () => {
    const file = new File(['ok'], 'certificate.txt', { type: 'text/plain' });
    renderWithTheme(<FileInput label="File" clearable value={file} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Clear file' })).toBeTruthy();
  });

  it('keeps one banner: a dialog header is not a landmark', () => {
    renderWithTheme(
      <Modal opened onClose={() => {}} title="Transfer member">
        Body
      </Modal>,
    );
    expect(screen.queryAllByRole('banner')).toEqual([]);
  });

  it('lets a menu own only its items (no focusable placeholder)', () => {
    renderWithTheme(
      <Menu opened>
        <Menu.Target>
          <button type="button">User menu</button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Sam Admin</Menu.Label>
          <Menu.Item>Log out</Menu.Item>
        </Menu.Dropdown>
      </Menu>,
    );
    expect(screen.getByRole('menu').querySelectorAll('[tabindex="-1"][role="presentation"]')).toHaveLength(0);
  });

  it('makes a sideways-scrolling table reachable by keyboard', () => {
    const { container } = renderWithTheme(
      <Table.ScrollContainer minWidth={800}>
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>Row</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>,
    );
    const viewport = container.querySelector('.mantine-ScrollArea-viewport');
    expect(viewport?.getAttribute('tabindex')).toBe('0');
  });

  it('scrolls option lists on the listbox, with no scroll area inside it', () => {
    renderWithTheme(<MultiSelect label="Branches" data={['Auckland CBD']} dropdownOpened />);
    const listbox = screen.getByRole('listbox', { hidden: true });
    expect(listbox.querySelector('.mantine-ScrollArea-root')).toBeNull();
  });
});
