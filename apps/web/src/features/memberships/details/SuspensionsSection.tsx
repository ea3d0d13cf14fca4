import { type CountryCode, formatMoney, type SuspensionClass, suspensionMessages } from '@clubline/domain';
import { Button, Card, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useFeatureFlag } from '../../../app/flags/useFeatureFlag.ts';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { formatCalendarDate } from '../../../ui/format.ts';
import { ResponsiveTable } from '../../../ui/ResponsiveTable.tsx';

export const SuspensionsSectionFragment = graphql(`
  fragment SuspensionsSection_membership on Membership {
    suspensionHistory {
      id
      startDate
      endDate
      suspensionFee
      frequency
      classification
    }
  }
`);

export interface SuspensionRow {
  id: string;
  startDate: string;
  endDate: string;
  suspensionFee: number;
  frequency: string;
  classification: SuspensionClass;
}

const CLASS_LABELS: Readonly<Record<SuspensionClass, string>> = {
  CURRENT: 'Current',
  PAST: 'Past',
  FUTURE: 'Future',
};

interface SuspensionsSectionProps {
  membership: FragmentType<typeof SuspensionsSectionFragment>;
  country: CountryCode | undefined;
  canManage: boolean;
  onEdit: (suspension: SuspensionRow) => void;
  onRemove: (suspension: SuspensionRow) => void;
}

/**
 * A membership's suspensions (spec 2 §4 "Suspension"): classified by the home branch's today on the
 * server; with the suspension tabs flag (2880) a segmented control shows Current, Past or Future. A
 * current one is edited or ended now, a future one removed.
 */
export function SuspensionsSection({
  canManage,
  country,
  onEdit,
  onRemove,
  ...props
}: SuspensionsSectionProps) {
  const { suspensionHistory } = getFragmentData(SuspensionsSectionFragment, props.membership);
  const tabs = useFeatureFlag('suspensions');
  const [shown, setShown] = useState<SuspensionClass>(() => openingTab(suspensionHistory));
  // A suspension just saved is shown at once: staff expect to see what they made, so a new row
  // (most often a future one) switches the tabs to its class instead of leaving 'No suspensions'.
  const known = useRef(new Set(suspensionHistory.map((s) => s.id)));
  useEffect(() => {
    const fresh = suspensionHistory.find((s) => !known.current.has(s.id));
    known.current = new Set(suspensionHistory.map((s) => s.id));
    if (fresh) setShown(fresh.classification);
  }, [suspensionHistory]);
  const rows = tabs ? suspensionHistory.filter((s) => s.classification === shown) : suspensionHistory;
  return (
    <Card withBorder component="section" aria-label="Suspensions">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Suspensions
        </Title>
        {tabs && (
          <SegmentedControl
            size="xs"
            aria-label="Suspensions shown"
            value={shown}
            onChange={(value) => setShown(value as SuspensionClass)}
            data={(['CURRENT', 'PAST', 'FUTURE'] as const).map((value) => ({
              value,
              label: CLASS_LABELS[value],
            }))}
          />
        )}
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {suspensionMessages.noSuspensions}
        </Text>
      ) : (
        <ResponsiveTable
          label="Suspensions"
          rows={rows}
          rowKey={(s) => s.id}
          verticalSpacing={4}
          fz="sm"
          columns={[
            { header: 'Start date', nowrap: true, cell: (s) => formatCalendarDate(s.startDate) },
            { header: 'Resume date', nowrap: true, cell: (s) => formatCalendarDate(s.endDate) },
            {
              header: 'Weekly fee',
              cell: (s) => (s.suspensionFee === 0 ? 'Free' : formatMoney(s.suspensionFee, country)),
            },
            !tabs && { header: 'When', cell: (s) => CLASS_LABELS[s.classification] },
            {
              header: 'Actions',
              role: 'actions',
              align: 'right',
              cell: (s) => (
                <>
                  {canManage && s.classification === 'CURRENT' && (
                    <Button size="xs" variant="default" onClick={() => onEdit(s)}>
                      Edit suspension
                    </Button>
                  )}
                  {canManage && s.classification === 'FUTURE' && (
                    <Button size="xs" variant="default" color="red" onClick={() => onRemove(s)}>
                      Remove
                    </Button>
                  )}
                </>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}

/** The tab first shown: Current when one is in force, else Future when one is to come, else Current. */
function openingTab(suspensions: readonly { classification: SuspensionClass }[]): SuspensionClass {
  const has = (c: SuspensionClass) => suspensions.some((s) => s.classification === c);
  return !has('CURRENT') && has('FUTURE') ? 'FUTURE' : 'CURRENT';
}
