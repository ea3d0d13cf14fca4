import {
  createTheme,
  type DrawerProps,
  type FileInputProps,
  type MantineThemeComponent,
  type MenuProps,
  type ModalProps,
  type MultiSelectProps,
  type NotificationProps,
  rem,
  type SelectProps,
  type TableScrollContainerProps,
} from '@mantine/core';
import { accessibleColors } from './theme/accessible-colors.ts';

/** Tallest an option list grows before it scrolls (Mantine's own default). */
const OPTIONS_MAX_HEIGHT = rem(220);

/**
 * Option lists scroll on the listbox itself, not on a ScrollArea inside it: a listbox that a
 * combobox controls is reached with the arrow keys, while a scrolling box inside it is a region
 * a keyboard cannot reach (axe scrollable-region-focusable).
 */
const comboboxDefaults = {
  defaultProps: { withScrollArea: false, clearButtonProps: { 'aria-label': 'Clear' } },
  styles: { options: { maxHeight: OPTIONS_MAX_HEIGHT, overflowY: 'auto' as const } },
};

/**
 * A component's theme entry, as `Component.extend` would make it. Mantine's `extend` only returns
 * its argument with a type; calling it would put the component's code in the app's first chunk
 * (the theme is loaded before the first render), so the theme names the components' props instead.
 */
function extend<Props>(entry: {
  defaultProps?: Partial<Props>;
  styles?: MantineThemeComponent['styles'];
}): MantineThemeComponent {
  return entry;
}

/**
 * Clubline's Mantine theme: one place for colours, radius, fonts and the accessible defaults of
 * shared components (docs/accessibility.md). The brand colour is Mantine's teal, with the shades
 * that draw text and control edges darkened to WCAG AA (worked out by theme/palettes.ts, read
 * from theme/accessible-colors.ts); theme/theme.test.ts checks the ratios.
 */
export const theme = createTheme({
  colors: accessibleColors,
  primaryColor: 'teal',
  // A person who asked their system for less motion (vestibular disorders, WCAG 2.3.3) gets
  // modals, menus and notifications without their slide and fade.
  respectReducedMotion: true,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    // Mantine's close buttons are icon-only: without a name a screen reader says just "button".
    Modal: extend<ModalProps>({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Drawer: extend<DrawerProps>({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    FileInput: extend<FileInputProps>({ defaultProps: { clearButtonProps: { 'aria-label': 'Clear file' } } }),
    Notification: extend<NotificationProps>({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
    }),
    // A dialog's header is a <header>, which outside <main> is a second banner landmark beside
    // the ribbon's; role none keeps the element and drops the landmark.
    ModalHeader: { defaultProps: { role: 'none' } },
    DrawerHeader: { defaultProps: { role: 'none' } },
    // Mantine puts a focusable role=presentation placeholder first in a menu so that opening it
    // focuses nothing; a menu may only own menu items (axe aria-required-children), and the ARIA
    // menu pattern focuses the first item on opening anyway.
    Menu: extend<MenuProps>({ defaultProps: { withInitialFocusPlaceholder: false } }),
    // A table wider than the screen scrolls sideways: its box takes focus so a keyboard can too.
    TableScrollContainer: extend<TableScrollContainerProps>({
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
    }),
    Select: extend<SelectProps>(comboboxDefaults),
    MultiSelect: extend<MultiSelectProps>(comboboxDefaults),
  },
});
