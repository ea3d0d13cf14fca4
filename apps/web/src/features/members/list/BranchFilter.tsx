import { MultiSelect } from '@mantine/core';

export interface BranchFilterProps {
  placeholder: string | undefined;
  branches: readonly { id: string; name: string }[];
  value: string[];
  onChange: (branches: string[]) => void;
}

/**
 * The organisation-level list's choice of branches. A module of its own so that the list loads it
 * after its first render (MemberListPage.tsx): a branch's list, the first screen, has no use for
 * the combobox and floating-ui under it.
 */
export function BranchFilter({ placeholder, branches, value, onChange }: BranchFilterProps) {
  return (
    <MultiSelect
      aria-label="Branches"
      placeholder={placeholder}
      data={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
      value={value}
      onChange={onChange}
      clearable
      searchable
      maw={420}
      w="100%"
    />
  );
}
