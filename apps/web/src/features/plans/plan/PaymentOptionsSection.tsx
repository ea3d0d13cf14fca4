import { branchesFor, formatPrice } from '@clubline/domain';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  MultiSelect,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePermissions } from '../../../app/session/SessionContext.tsx';
import type { PaymentOptionStatus } from '../../../gql/graphql.ts';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { ActionsHeader } from '../../../ui/RowActions.tsx';
import { SearchInput } from '../../../ui/SearchInput.tsx';
import { OptionActionsMenu } from '../option/OptionActionsMenu.tsx';
import { paymentOptionPath } from '../paths.ts';
import { otherCountryWarning, STATUS_COLORS, STATUS_LABELS } from '../plan-format.ts';
import { currencyCountry, usePriceLabel } from '../usePriceLabel.ts';
import { billingTag } from './billing-tag.ts';

const PaymentOptionModal = lazy(async () => ({
  default: (await import('../form/PaymentOptionModal.tsx')).PaymentOptionModal,
}));
const BranchSettingModal = lazy(async () => ({
  default: (await import('./BranchSettingModal.tsx')).BranchSettingModal,
}));

const PaymentOptionsFragment = graphql(`
  fragment PaymentOptions_plan on MembershipPlan {
    id
    type
    country
    ...PaymentOptionModal_plan
    paymentOptions {
      id
      membershipPlanId
      name
      description
      status
      paymentAmount
      paymentFrequency
      freePromotion
      accessCardFee
      joinFee
      isExternalPayer
      canManage
      sellingBranches {
        id
        name
        country
      }
      branchSettings {
        branch {
          id
        }
        branchBillingAccountId
        waiveAdminFee
      }
      ...PaymentOptionModal_option
    }
  }
`);

const STATUSES: readonly PaymentOptionStatus[] = ['DRAFT', 'PUBLISHED', 'ARCHIVED'];

/** A tag keeps its whole text: the column widens rather than cut "PUBLISHED" to "PUBL…". */
const FULL_LABEL = { label: { overflow: 'visible' } } as const;

type Editing =
  | { mode: 'closed' }
  | { mode: 'add' }
  | { mode: 'edit'; optionId: string }
  | { mode: 'branch-setting'; optionId: string };

interface PaymentOptionsSectionProps {
  plan: FragmentType<typeof PaymentOptionsFragment>;
  /** The branch of a branch-level page; null at organisation level. */
  branchId: string | null;
  onChanged: () => void;
}

/**
 * Spec 3 §2: a plan's payment options with a search box, branch and status filters, the context
 * actions of each option's status (spec 3 §4) and Add payment option. At branch level, Edit opens
 * the branch billing account amendment for that branch instead of the option's form.
 */
export function PaymentOptionsSection({ branchId, onChanged, ...props }: PaymentOptionsSectionProps) {
  const plan = getFragmentData(PaymentOptionsFragment, props.plan);
  const permissions = usePermissions();
  const navigate = useNavigate();
  const priceLabel = usePriceLabel();
  const [term, setTerm] = useState('');
  const [branches, setBranches] = useState<string[]>([]);
  const [status, setStatus] = useState<PaymentOptionStatus | null>(null);
  const [searchKey, setSearchKey] = useState(0);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });

  const branchOptions = useMemo(() => {
    const seen = new Map<string, string>();
    for (const option of plan.paymentOptions)
      for (const branch of option.sellingBranches) seen.set(branch.id, branch.name);
    return [...seen]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [plan.paymentOptions]);
  const needle = term.toLowerCase();
  const shown = plan.paymentOptions.filter(
    (option) =>
      (needle === '' || option.name.toLowerCase().includes(needle)) &&
      (branches.length === 0 || option.sellingBranches.some((branch) => branches.includes(branch.id))) &&
      (status === null || option.status === status),
  );
  const filtered = term !== '' || branches.length > 0 || status !== null;
  const canAdd = branchesFor(permissions, 'manage-payment-option').length > 0;
  const edited =
    editing.mode === 'edit' || editing.mode === 'branch-setting'
      ? plan.paymentOptions.find((option) => option.id === editing.optionId)
      : undefined;

  return (
    <Stack gap="sm" component="section" aria-label="Payment options">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={2} size="h4">
          Payment options
        </Title>
        {canAdd && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing({ mode: 'add' })}>
            Add payment option
          </Button>
        )}
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Box w={{ base: '100%', sm: 240 }}>
          <SearchInput key={searchKey} placeholder="Search payment options" onSearch={setTerm} />
        </Box>
        <MultiSelect
          aria-label="Branches"
          placeholder={branches.length === 0 ? 'All branches' : undefined}
          data={branchOptions}
          value={branches}
          onChange={setBranches}
          clearable
          searchable
          w={{ base: '100%', sm: 260 }}
        />
        <Select
          aria-label="Status"
          placeholder="All statuses"
          data={STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          value={status}
          onChange={(value) => setStatus(value as PaymentOptionStatus | null)}
          clearable
          w={{ base: 'calc(50% - 6px)', sm: 160 }}
        />
        <Button
          variant="subtle"
          disabled={!filtered}
          onClick={() => {
            setTerm('');
            setBranches([]);
            setStatus(null);
            setSearchKey((key) => key + 1);
          }}
        >
          Reset
        </Button>
      </Group>
      <Card withBorder padding={0}>
        {shown.length === 0 ? (
          <Text c="dimmed" size="sm" py="md" ta="center">
            No payment options
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={280}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Option</Table.Th>
                  <Table.Th visibleFrom="md">On sale</Table.Th>
                  <Table.Th>Price</Table.Th>
                  <Table.Th visibleFrom="md">Card fee</Table.Th>
                  <Table.Th visibleFrom="md">Join fee</Table.Th>
                  <Table.Th visibleFrom="sm">Status</Table.Th>
                  <Table.Th visibleFrom="md">Billing</Table.Th>
                  <ActionsHeader />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((option) => {
                  const warning = otherCountryWarning(plan.country, option.sellingBranches);
                  const billing = billingTag(option, branchId);
                  return (
                    <Table.Tr key={option.id}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={paymentOptionPath(plan.id, option.id, branchId)}
                          fw={500}
                        >
                          {option.name}
                        </Anchor>
                        {option.description && (
                          <Text size="sm" c="dimmed" lineClamp={1}>
                            {option.description}
                          </Text>
                        )}
                        <Badge
                          hiddenFrom="sm"
                          display="block"
                          mt={4}
                          size="sm"
                          variant="light"
                          color={STATUS_COLORS[option.status]}
                          styles={FULL_LABEL}
                        >
                          {STATUS_LABELS[option.status]}
                        </Badge>
                      </Table.Td>
                      <Table.Td visibleFrom="md">
                        <Text size="sm">
                          {option.sellingBranches.map((branch) => branch.name).join(', ')}
                        </Text>
                        {warning && (
                          <Group gap={4} wrap="nowrap">
                            <IconAlertTriangle size={14} color="var(--mantine-color-orange-8)" aria-hidden />
                            <Text size="xs" c="orange.9">
                              {warning}
                            </Text>
                          </Group>
                        )}
                      </Table.Td>
                      <Table.Td>{priceLabel(option, plan.country)}</Table.Td>
                      <Table.Td visibleFrom="md">
                        {formatPrice(option.accessCardFee, currencyCountry(plan.country))}
                      </Table.Td>
                      <Table.Td visibleFrom="md">
                        {formatPrice(option.joinFee, currencyCountry(plan.country))}
                      </Table.Td>
                      <Table.Td visibleFrom="sm">
                        <Badge variant="light" color={STATUS_COLORS[option.status]} styles={FULL_LABEL}>
                          {STATUS_LABELS[option.status]}
                        </Badge>
                      </Table.Td>
                      <Table.Td visibleFrom="md">
                        <Badge variant="outline" color={billing.color} styles={FULL_LABEL}>
                          {billing.label}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <OptionActionsMenu
                          option={option}
                          branchId={branchId}
                          onChanged={onChanged}
                          onEdit={() =>
                            setEditing(
                              branchId
                                ? { mode: 'branch-setting', optionId: option.id }
                                : { mode: 'edit', optionId: option.id },
                            )
                          }
                          onDuplicated={(copyId) => navigate(paymentOptionPath(plan.id, copyId, branchId))}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      {(editing.mode === 'add' || editing.mode === 'edit') && (
        <Suspense>
          <PaymentOptionModal
            opened
            plan={plan}
            option={editing.mode === 'edit' ? edited : undefined}
            priceLocked={editing.mode === 'edit' && edited?.status === 'PUBLISHED'}
            defaultBranchId={branchId}
            onClose={() => setEditing({ mode: 'closed' })}
            onSaved={(optionId) => {
              setEditing({ mode: 'closed' });
              onChanged();
              if (editing.mode === 'add') navigate(paymentOptionPath(plan.id, optionId, branchId));
            }}
          />
        </Suspense>
      )}
      {editing.mode === 'branch-setting' && edited && branchId && (
        <Suspense>
          <BranchSettingModal
            opened
            option={edited}
            branchId={branchId}
            onClose={() => setEditing({ mode: 'closed' })}
            onSaved={() => {
              setEditing({ mode: 'closed' });
              onChanged();
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
