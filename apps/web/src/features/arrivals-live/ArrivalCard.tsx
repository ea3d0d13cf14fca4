import { ARRIVAL_TAG_LABELS, type ArrivalTag, type Permissions } from '@clubline/domain';
import {
  Anchor,
  Avatar,
  Badge,
  Button,
  CloseButton,
  Group,
  Paper,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { Link } from 'react-router';
import { useAuthRuntime } from '../../app/auth/RuntimeProvider.tsx';
import { usePermissions } from '../../app/session/SessionContext.tsx';
import { fixLinkOf } from '../arrivals/public.ts';
import { memberAreaPath, personName } from '../members/public.ts';
import { staffPath } from '../staff/public.ts';
import classes from './ArrivalCard.module.css';
import { type CardArrival, useArrivalCard } from './useArrivalCard.ts';

/** Shown as their own lines (Entry denied, the overdue alert), not again as tags. */
const NOT_AS_TAGS = new Set(['DENIED', 'OVERDUE']);
/** An arrival's time of day in the branch's time zone. */
const timeOf = (arrival: CardArrival, timeZone: string) =>
  new Intl.DateTimeFormat('en-NZ', { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(arrival.time * 1000),
  );

const MEMBER_LIKE = new Set(['Member', 'Prospect']);

/** Spec 1 §4.4: members and prospects open their overview, staff their staff page, at their home branch. */
function arrivalHref(arrival: CardArrival): string | null {
  const { personId, homeBranchId, personRole } = arrival;
  if (!personId || !homeBranchId || !personRole) return null;
  if (personRole === 'StaffMember') return staffPath(personId, homeBranchId);
  return MEMBER_LIKE.has(personRole) ? memberAreaPath(personId, homeBranchId, 'overview') : null;
}

/** Whether a date of birth (YYYY-MM-DD) falls on `today` (29 February on 28 February in other years). */
export function isBirthday(dateOfBirth: string | null, today: Date = new Date()): boolean {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(dateOfBirth ?? '');
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  const leapYear = new Date(today.getFullYear(), 1, 29).getMonth() === 1;
  const shifted = month === 2 && day === 29 && !leapYear ? 28 : day;
  return today.getMonth() + 1 === month && today.getDate() === shifted;
}

const nameOf = (arrival: CardArrival) =>
  arrival.firstName || arrival.lastName ? personName(arrival) : 'Unknown card';

function ArrivalDetails({
  arrival,
  timeZone,
  vaccinationFeature,
  permissions,
}: {
  arrival: CardArrival;
  timeZone: string;
  vaccinationFeature: boolean;
  permissions: Permissions;
}) {
  const href = arrivalHref(arrival);
  // The denial's fix, one click away where the user may take it (as on the arrivals page).
  const fix = arrival.granted ? null : fixLinkOf(arrival, arrival.denial?.fix, permissions);
  const name = nameOf(arrival);
  const tags = arrival.tags.filter(
    (tag): tag is ArrivalTag => tag in ARRIVAL_TAG_LABELS && !NOT_AS_TAGS.has(tag),
  );
  return (
    <Group wrap="nowrap" align="flex-start" className={classes.fadeIn} data-testid="arrival-card-selected">
      <Avatar src={arrival.imgDownloadUrl} alt={name} name={name} size={64} radius="md" color="initials" />
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        {href ? (
          <Anchor component={Link} to={href} fw={600} truncate="end">
            {name}
          </Anchor>
        ) : (
          <Text fw={600} truncate="end">
            {name}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {timeOf(arrival, timeZone)}
        </Text>
        {!arrival.granted && (
          <Text size="sm" c="red.8" fw={700}>
            Entry denied{arrival.denial ? `: ${arrival.denial.text}` : ''}
          </Text>
        )}
        {fix && (
          <Button component={Link} to={fix.href} size="compact-sm" variant="light" w="fit-content">
            {fix.label}
          </Button>
        )}
        <Group gap={4}>
          {tags.map((tag) => (
            <Badge key={tag} size="sm" variant="light" color="gray">
              {ARRIVAL_TAG_LABELS[tag]}
            </Badge>
          ))}
          {vaccinationFeature && arrival.vaccinationCertSightedOn !== null && (
            <Badge size="sm" variant="light" color="teal">
              Vaccination pass sighted
            </Badge>
          )}
        </Group>
        {arrival.tags.includes('OVERDUE') && (
          <Text size="sm" c="orange.9">
            Overdue
          </Text>
        )}
        {isBirthday(arrival.dateOfBirth) && <Text size="sm">Birthday today</Text>}
        {arrival.note && (
          <Text size="sm" lineClamp={2}>
            Note: {arrival.note}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/**
 * The arrival card (spec 1 §4.4): bottom right on every page of a branch for users who may see
 * its arrivals; the newest arrival in full, the others listed to pick from, Close clears them.
 * Nothing shows until someone arrives.
 */
function ArrivalCard({ branchId }: { branchId: string }) {
  const { discovery } = useAuthRuntime();
  const permissions = usePermissions();
  const { list, timeZone, select, clear } = useArrivalCard(branchId);
  const selected = list.arrivals.find((arrival) => arrival.id === list.selectedId);
  if (!selected) return null;
  return (
    <Paper
      component="section"
      aria-label="Arrival card"
      className={classes.card}
      shadow="lg"
      withBorder
      p="sm"
      data-testid="arrival-card"
    >
      <Group justify="space-between" mb="xs">
        <Text fw={600} size="sm">
          Arrivals
        </Text>
        <CloseButton aria-label="Close the arrival card" onClick={clear} />
      </Group>
      <div aria-live="polite">
        <ArrivalDetails
          key={selected.id}
          arrival={selected}
          timeZone={timeZone}
          vaccinationFeature={discovery.options.vaccinationFeature.enabled}
          permissions={permissions}
        />
      </div>
      {list.arrivals.length > 1 && (
        <Stack gap={2} mt="xs" className={classes.list}>
          {list.arrivals.map((arrival) => (
            <UnstyledButton
              key={arrival.id}
              className={`${classes.entry} ${classes.fadeIn}`}
              aria-pressed={arrival.id === selected.id}
              onClick={() => select(arrival.id)}
            >
              <Group gap="xs" wrap="nowrap">
                <Avatar
                  src={arrival.imgDownloadUrl}
                  alt=""
                  name={nameOf(arrival)}
                  size={24}
                  color="initials"
                />
                <Text size="sm" truncate="end" style={{ flex: 1 }}>
                  {nameOf(arrival)}
                </Text>
                {!arrival.granted && (
                  <Text size="xs" c="red.8" fw={700}>
                    Entry denied
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {timeOf(arrival, timeZone)}
                </Text>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** The overlay's entry: the shell loads this chunk after its first render (app/shell/BranchOverlays.tsx). */
export { ArrivalCard as Component };
