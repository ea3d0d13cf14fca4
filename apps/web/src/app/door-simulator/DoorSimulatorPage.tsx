import { can, simulatorCardNumberSchema } from '@clubline/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { formatInstant } from '../../ui/format.ts';
import { useAuthRuntime } from '../auth/RuntimeProvider.tsx';
import { branchPath } from '../modules/areas.ts';
import { usePermissions, usePermittedBranches } from '../session/SessionContext.tsx';
import { usePageTitle } from '../shell/TitleContext.tsx';
import {
  callSimulator,
  DoorSimulatorBranchQuery,
  type SimulatedDecision,
  type SimulatorAction,
  type SimulatorResult,
  type SimulatorState,
} from './door-simulator-api.ts';

/** How often the page reads the door while open: swipes made elsewhere show within this. */
export const SIMULATOR_REFRESH_MS = 2000;
const BURST = 10;

const DEMO_BUTTONS = [
  { card: 'valid', label: 'Valid card' },
  { card: 'blocked', label: 'Blocked card' },
  { card: 'suspended', label: 'Suspended card' },
  { card: 'unknown', label: 'Unknown card' },
] as const;

/**
 * The door simulator (docs/access-control.md "Door simulator page"): a simulated door at a branch
 * that swipes demo cards, online or cut off from the server, so the live arrivals can be watched
 * without hardware. The server serves it outside production only; it issues the door's key, so it
 * takes the branch settings' permission at that branch.
 */
export function DoorSimulatorPage() {
  usePageTitle('Door simulator');
  const { session } = useAuthRuntime();
  const permissions = usePermissions();
  const branches = usePermittedBranches();
  const [params, setParams] = useSearchParams();
  const branchId =
    params.get('branch') ??
    branches.find((branch) => can(permissions, 'manage-branch-settings', branch.id))?.id ??
    branches[0]?.id ??
    null;
  const [result, setResult] = useState<SimulatorResult | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Counts the swipes answered, so their outcome is brought into view (below the fold on a phone).
  const [answered, setAnswered] = useState(0);

  const call = useCallback(
    async (action?: SimulatorAction) =>
      branchId === null ? null : callSimulator(branchId, await session.getAccessToken(), action),
    [branchId, session],
  );

  useEffect(() => {
    let active = true;
    setResult(null);
    setActionError(null);
    const read = () =>
      void call().then((next) => {
        if (active && next) setResult(next);
      });
    read();
    const timer = setInterval(read, SIMULATOR_REFRESH_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [call]);

  const act = async (action: SimulatorAction) => {
    setBusy(true);
    setActionError(null);
    try {
      const next = await call(action);
      if (next?.kind === 'state') setResult(next);
      else if (next?.kind === 'refused' || next?.kind === 'failed') setActionError(next.message);
      else if (next) setResult(next);
    } finally {
      setBusy(false);
      if (action.path === 'swipes') setAnswered((count) => count + 1);
    }
  };

  return (
    <Container component="main" size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h2">
            Door simulator
          </Title>
          <Group gap="xs">
            <Button variant="default" component={Link} to="/outbox">
              Outbox
            </Button>
            <Button variant="subtle" component={Link} to="/">
              Back to Clubline
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          A door of this development server that swipes demo cards from its branch's allow-list. Each swipe is
          decided by the server as a real door's would be; cut off, the door decides alone and uploads when it
          reconnects.
        </Text>
        <Select
          label="Branch"
          data={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
          value={branchId}
          onChange={(value) => value && setParams({ branch: value })}
          allowDeselect={false}
          searchable
          comboboxProps={{ withinPortal: true }}
          maw={360}
        />
        {branchId === null ? (
          <Text>You do not work at any branch.</Text>
        ) : (
          <SimulatorContent
            branchId={branchId}
            result={result}
            busy={busy}
            actionError={actionError}
            answered={answered}
            onAct={(action) => void act(action)}
          />
        )}
      </Stack>
    </Container>
  );
}

function SimulatorContent({
  branchId,
  result,
  busy,
  actionError,
  answered,
  onAct,
}: {
  branchId: string;
  result: SimulatorResult | null;
  busy: boolean;
  actionError: string | null;
  /** How many swipes were answered: each brings its outcome into view. */
  answered: number;
  onAct: (action: SimulatorAction) => void;
}) {
  // The refusal, else the newest decision: on a phone both are below the buttons and out of view,
  // so a swipe seemed to do nothing. Where they are already in view nothing moves.
  const outcome = useRef<HTMLElement | null>(null);
  const showsOutcome = useCallback((element: HTMLElement | null) => {
    outcome.current = element;
  }, []);
  useEffect(() => {
    if (answered > 0) outcome.current?.scrollIntoView?.({ block: 'nearest' });
  }, [answered]);
  const [{ data: branch }] = useQuery({ query: DoorSimulatorBranchQuery, variables: { id: branchId } });
  const timeZone = branch?.getBranch.timeZone.id ?? null;
  if (result === null) return <Text>Loading…</Text>;
  switch (result.kind) {
    case 'absent':
      return (
        <Alert color="gray" title="No door simulator on this server">
          The door simulator runs outside production only.
        </Alert>
      );
    case 'denied':
      return (
        <Alert color="orange" title="Not allowed at this branch">
          The simulator issues a door key at the branch, so it needs the branch settings permission there.
          Pick another branch or sign in as super.admin.
        </Alert>
      );
    case 'refused':
    case 'failed':
      return (
        <Alert color="red" title="The door simulator could not be read">
          {result.message}
        </Alert>
      );
    case 'state':
      return (
        <Stack gap="lg">
          <DoorControls state={result.state} busy={busy} onAct={onAct} />
          {actionError && (
            <Alert ref={showsOutcome} color="red" title="The door did not swipe">
              {actionError}
            </Alert>
          )}
          {result.state.notice && (
            <Alert color="blue" title="New door key">
              {result.state.notice}
            </Alert>
          )}
          <DoorStatus state={result.state} branchId={branchId} />
          <Decisions
            decisions={result.state.decisions}
            timeZone={timeZone}
            newest={actionError ? undefined : showsOutcome}
          />
        </Stack>
      );
  }
}

function DoorControls({
  state,
  busy,
  onAct,
}: {
  state: SimulatorState;
  busy: boolean;
  onAct: (action: SimulatorAction) => void;
}) {
  const [cardNumber, setCardNumber] = useState('');
  const [cardError, setCardError] = useState<string | null>(null);
  const swipeNumber = (event: FormEvent) => {
    event.preventDefault();
    const parsed = simulatorCardNumberSchema.safeParse(cardNumber);
    if (!parsed.success) {
      setCardError(parsed.error.issues[0]?.message ?? 'Enter a card number');
      return;
    }
    setCardError(null);
    onAct({ path: 'swipes', body: { cardNumber: parsed.data } });
  };
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap" role="group" aria-label="Swipe a demo card">
        {DEMO_BUTTONS.map(({ card, label }) => (
          <Button key={card} disabled={busy} onClick={() => onAct({ path: 'swipes', body: { card } })}>
            {label}
          </Button>
        ))}
        <Button
          variant="light"
          disabled={busy}
          onClick={() => onAct({ path: 'swipes', body: { burst: BURST } })}
        >
          Burst ({BURST})
        </Button>
      </Group>
      <form onSubmit={swipeNumber} noValidate aria-label="Swipe a card number">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label="Card number"
            value={cardNumber}
            onChange={(event) => setCardNumber(event.currentTarget.value)}
            error={cardError}
            maw={280}
          />
          <Button type="submit" variant="default" disabled={busy}>
            Swipe
          </Button>
        </Group>
      </form>
      <Group>
        {state.lineCut ? (
          <Button
            color="green"
            disabled={busy}
            onClick={() => onAct({ path: 'line', body: { online: true } })}
          >
            Reconnect
          </Button>
        ) : (
          <Button
            color="red"
            variant="outline"
            disabled={busy}
            onClick={() => onAct({ path: 'line', body: { online: false } })}
          >
            Cut off the server
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function DoorStatus({ state, branchId }: { state: SimulatorState; branchId: string }) {
  const facts = [
    { label: 'Door', value: `${state.door.name} (${state.door.keyPrefix}…)` },
    {
      label: 'Line to the server',
      value: state.lineCut
        ? 'Cut off: the door decides from its list'
        : state.online
          ? 'Online'
          : 'Not answering',
    },
    {
      label: 'Allow-list',
      value:
        state.listVersion === null
          ? 'None yet'
          : `${state.listSize} cards, version ${state.listVersion.slice(0, 12)}`,
    },
    { label: 'Queued swipes', value: String(state.queued) },
  ];
  return (
    <Paper withBorder p="md" component="section" aria-label="Door state">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
          {facts.map((fact) => (
            <div key={fact.label}>
              <Text component="dt" size="sm" c="dimmed">
                {fact.label}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {fact.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Anchor component={Link} to={`${branchPath(branchId)}/arrivals`} size="sm">
          Watch the branch's arrivals
        </Anchor>
      </Stack>
    </Paper>
  );
}

function Decisions({
  decisions,
  timeZone,
  newest,
}: {
  decisions: readonly SimulatedDecision[];
  /** The branch's zone; null until it is read (the times wait for it rather than show another zone's). */
  timeZone: string | null;
  /** Given the newest decision's element, to bring it into view. */
  newest: ((element: HTMLElement | null) => void) | undefined;
}) {
  if (decisions.length === 0) return <Text>No swipes yet</Text>;
  return (
    <Stack gap="xs" component="section" aria-label="Decisions">
      <Title order={2} size="h4">
        Decisions
      </Title>
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {decisions.map((decision, index) => (
          <DecisionItem
            key={decision.swipeId}
            decision={decision}
            timeZone={timeZone}
            itemRef={index === 0 ? newest : undefined}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function DecisionItem({
  decision,
  timeZone,
  itemRef,
}: {
  decision: SimulatedDecision;
  timeZone: string | null;
  itemRef?: ((element: HTMLElement | null) => void) | undefined;
}) {
  const delivery = decision.decidedOffline
    ? decision.uploadError
      ? `Decided offline · refused by the server: ${decision.uploadError}`
      : decision.uploaded
        ? 'Decided offline · uploaded'
        : 'Decided offline · queued'
    : 'Decided by the server';
  return (
    <Paper ref={itemRef} component="li" withBorder p="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {decision.personName ?? 'Unknown'} · {decision.cardNumber}
        </Text>
        <Badge variant="light" color={decision.granted ? 'green' : 'red'}>
          {decision.granted ? 'Granted' : 'Denied'}
        </Badge>
      </Group>
      {!decision.granted && decision.reason && (
        <Text size="sm" c="red.9">
          {decision.reason.text}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {timeZone === null ? delivery : `${formatInstant(decision.at, timeZone, 'dateTime')} · ${delivery}`}
      </Text>
    </Paper>
  );
}
