import { can, formatMoney, pastMembershipArrears } from '@clubline/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { usePermissions } from '../../../app/session/SessionContext.tsx';
import { withArticle } from '../../../ui/wording.ts';
import { countryOf, type MembershipFactsOf, toFacts } from '../membership-facts.ts';
import type { PayOverdueMembership } from '../modals/PayOverdueModal.tsx';

const PayOverdueModal = lazy(async () => ({
  default: (await import('../modals/PayOverdueModal.tsx')).PayOverdueModal,
}));

interface PastMembershipArrearsProps {
  memberships: readonly MembershipFactsOf[];
  personId: string;
  homeBranchId: string | null;
  /** The money was taken: the page reads the memberships again. */
  onPaid: () => void;
}

/**
 * Arrears only a past membership holds (the domain's pastMembershipArrears): a history membership
 * offers no action (spec 2 §4), so the member's page gives the amount and Pay overdue, which takes
 * the customer's arrears at the home branch's desk like the membership's own Pay overdue.
 */
export function PastMembershipArrears({
  memberships,
  personId,
  homeBranchId,
  onPaid,
}: PastMembershipArrearsProps) {
  const permissions = usePermissions();
  const [paying, setPaying] = useState<PayOverdueMembership | null>(null);
  const arrears = pastMembershipArrears(
    memberships.map((membership) => ({ ...toFacts(membership), membership })),
  );
  if (arrears.length === 0) return null;
  const canPay = homeBranchId !== null && can(permissions, 'manage-membership', homeBranchId);
  return (
    <>
      {arrears.map(({ membership: { membership }, overdueAmount }) => (
        <Alert
          key={membership.id}
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          role="alert"
        >
          <Group justify="space-between" gap="sm">
            <Text fw={500}>
              Past membership {membership.membershipPlan.name} has{' '}
              {withArticle(formatMoney(overdueAmount, countryOf(membership)))} overdue payment
            </Text>
            {canPay && (
              <Button
                color="red"
                size="sm"
                onClick={() =>
                  setPaying({
                    id: membership.id,
                    billingProvider: membership.billingProvider,
                    planId: membership.membershipPlan.id,
                    customerReference: membership.customerReference,
                    country: countryOf(membership),
                    nextPayments: [],
                  })
                }
              >
                Pay overdue
              </Button>
            )}
          </Group>
        </Alert>
      ))}
      {paying && homeBranchId && (
        <Suspense fallback={null}>
          <PayOverdueModal
            membership={paying}
            personId={personId}
            branchId={homeBranchId}
            onClose={() => setPaying(null)}
            onDone={() => {
              setPaying(null);
              onPaid();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
