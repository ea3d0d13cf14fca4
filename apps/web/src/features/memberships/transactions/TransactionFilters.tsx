import { LEDGER_CHARGE_KIND_LABELS } from '@clubline/domain';
import { Group, Select } from '@mantine/core';
import type { TransactionKind } from '../../../gql/graphql.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { filterError, type TransactionFilterValues } from './transactions-query.ts';

/** The kinds staff filter by, in the order a receptionist meets them. */
const KIND_OPTIONS: { value: TransactionKind | ''; label: string }[] = [
  { value: '', label: 'All kinds' },
  { value: 'DEBIT', label: 'Direct debits' },
  { value: 'PAYMENT', label: 'Payments' },
  ...Object.entries(LEDGER_CHARGE_KIND_LABELS).map(([value, label]) => ({
    value: value as TransactionKind,
    label,
  })),
];

export function kindLabel(kind: TransactionKind | ''): string {
  return KIND_OPTIONS.find((option) => option.value === kind)?.label ?? kind;
}

/** From, To and Kind above the transactions; a change starts again from the first page. */
export function TransactionFilters({
  value,
  onChange,
}: {
  value: TransactionFilterValues;
  onChange: (next: TransactionFilterValues) => void;
}) {
  const error = filterError(value);
  return (
    <Group align="flex-start" gap="sm" wrap="wrap" mb="md">
      <DateField label="From" w={170} value={value.from} onChange={(from) => onChange({ ...value, from })} />
      <DateField
        label="To"
        w={170}
        value={value.to}
        error={error || undefined}
        onChange={(to) => onChange({ ...value, to })}
      />
      <Select
        label="Kind"
        w={200}
        data={KIND_OPTIONS}
        value={value.kind}
        allowDeselect={false}
        onChange={(kind) => onChange({ ...value, kind: (kind ?? '') as TransactionKind | '' })}
      />
    </Group>
  );
}
