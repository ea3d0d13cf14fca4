import { Button, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { branchPath } from '../modules/areas.ts';
import { usePermittedBranches } from '../session/SessionContext.tsx';
import classes from './BranchSwitcher.module.css';
import { useFloatingParts } from './floating.tsx';

/**
 * Spec 1 §2.2: a searchable list headed "Switch to", linking to /branch/{id}, showing only the
 * branches the user holds a role on.
 */
export function BranchSwitcher({
  currentLabel,
  compact = false,
}: {
  currentLabel: string;
  compact?: boolean;
}) {
  const branches = usePermittedBranches();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [term, setTerm] = useState('');
  const shown = useMemo(() => {
    const needle = term.trim().toLowerCase();
    return needle === '' ? branches : branches.filter((branch) => branch.name.toLowerCase().includes(needle));
  }, [branches, term]);

  const go = (branchId: string) => {
    setOpened(false);
    setTerm('');
    navigate(branchPath(branchId));
  };

  // Opened before the popover's code is in, it opens when that arrives (floating.tsx).
  const parts = useFloatingParts();
  const target = (
    <Button
      variant="subtle"
      color="dark"
      rightSection={<IconChevronDown size={compact ? 14 : 16} />}
      size={compact ? 'compact-sm' : 'sm'}
      onClick={() => setOpened((o) => !o)}
      aria-haspopup="dialog"
      aria-expanded={opened}
      px={compact ? 4 : 'xs'}
      className={classes.target}
    >
      <span className={classes.targetLabel}>{currentLabel}</span>
    </Button>
  );
  if (!parts) return target;
  const { Popover, ScrollArea } = parts;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" width={300} shadow="md" trapFocus>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown p="xs" aria-label="Switch to">
        <Stack gap="xs">
          <Text fw={700} size="sm" px={4}>
            Switch to
          </Text>
          <TextInput
            placeholder="Search branches"
            aria-label="Search branches to switch to"
            leftSection={<IconSearch size={14} />}
            value={term}
            onChange={(event) => setTerm(event.currentTarget.value)}
            data-autofocus
            size="sm"
          />
          <ScrollArea.Autosize mah={320} type="auto">
            <nav aria-label="Branches to switch to">
              {shown.map((branch) => (
                <UnstyledButton key={branch.id} className={classes.option} onClick={() => go(branch.id)}>
                  {branch.name}
                </UnstyledButton>
              ))}
            </nav>
            {shown.length === 0 && (
              <Text size="sm" c="dimmed" px={4} py="xs">
                No branches
              </Text>
            )}
          </ScrollArea.Autosize>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
