import { Button, type MantineColor, Table, Text, VisuallyHidden } from '@mantine/core';
import type { IconProps } from '@tabler/icons-react';
import type { ComponentType } from 'react';

/**
 * The header of a table's actions column: named for assistive technology only. Every table with
 * row actions has it, so its text and look stay one.
 */
export function ActionsHeader({ w = 1 }: { w?: number }) {
  return (
    <Table.Th w={w}>
      <VisuallyHidden>Actions</VisuallyHidden>
    </Table.Th>
  );
}

interface RowActionButtonProps {
  /** Shown from the sm breakpoint; narrow screens show the icon alone. */
  label: string;
  /** The accessible name, naming the row's item (e.g. "Remove report.pdf"). */
  name: string;
  icon: ComponentType<IconProps>;
  color?: MantineColor;
  onClick: () => void;
}

/**
 * A compact action in a table row (Edit, Download, Remove): the same button in every table, so
 * the row stays one line on a phone while the accessible name still says what it acts on.
 */
export function RowActionButton({ label, name, icon: Icon, color, onClick }: RowActionButtonProps) {
  return (
    <Button
      variant="subtle"
      color={color}
      size="compact-sm"
      leftSection={<Icon size={14} />}
      onClick={onClick}
      aria-label={name}
    >
      <Text span inherit visibleFrom="sm">
        {label}
      </Text>
    </Button>
  );
}
