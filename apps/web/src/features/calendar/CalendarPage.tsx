import { type CalendarView, calendarPath, can, parseCalendarRoute, resolveTimeZone } from '@clubline/domain';
import { Alert, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate, useNavigation, useParams } from 'react-router';
import { useQuery } from 'urql';
import { useRefreshableQuery } from '../../app/graphql/useRefreshableQuery.ts';
import { QueryError } from '../../app/pages/QueryError.tsx';
import { usePermissions } from '../../app/session/SessionContext.tsx';
import { usePageTitle } from '../../app/shell/TitleContext.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { branchNow, isoDateOf, sessionEvents, wallClockOf } from './calendar-events.ts';
import type { NewSessionTimes } from './form/session-form.ts';
import { SessionCalendar } from './SessionCalendar.tsx';
import { CalendarBranchQuery, CalendarSessionsQuery } from './sessions-api.ts';
import { visibleDates } from './visible-range.ts';

// The drawer and the session form (with the form rules and the Temporal polyfill) load when first
// opened: the calendar's first paint carries only the grid.
const SessionDrawer = lazy(async () => ({
  default: (await import('./drawer/SessionDrawer.tsx')).SessionDrawer,
}));
const SessionFormModal = lazy(async () => ({
  default: (await import('./form/SessionFormModal.tsx')).SessionFormModal,
}));

const CALENDAR_MESSAGES = {
  title: 'Calendar',
  loadFailed: 'An error occurred while obtaining the sessions',
  createSession: 'Create session',
} as const;

/** A zone the browser knows, or the product's default: the branch's clock for "today". */
function zoneOf(timeZone: string): string {
  try {
    return resolveTimeZone(timeZone);
  } catch {
    return resolveTimeZone(null);
  }
}

/**
 * /branch/{branchId}/calendar/{view}/{isoDate} (spec 1 §2.1, spec 2 §2): the domain reads the
 * address; an unknown view becomes day and an invalid date the branch's today (its billing clock,
 * the day the server judges by), by redirect to the canonical address.
 */
export function CalendarPage() {
  const { branchId = '', view, isoDate } = useParams();
  usePageTitle(CALENDAR_MESSAGES.title);
  const [{ data, error }] = useQuery({ query: CalendarBranchQuery, variables: { id: branchId } });
  const navigation = useNavigation();
  if (error) return <QueryError error={error} />;
  const branch = data?.getBranch;
  if (!branch) return <PageLoader />;
  const timeZone = zoneOf(branch.timeZone.id);
  const route = parseCalendarRoute(view, isoDate, timeZone);
  if (!route.canonical) {
    // The branch answers after the user may have moved on (the branch area opens here, and its
    // menu is usable at once): a redirect then would take them back from the page they chose.
    if (navigation.state !== 'idle') return <PageLoader />;
    const date = route.isoDate === isoDate ? route.isoDate : branch.today;
    return <CanonicalRedirect to={calendarPath(branchId, route.view, date)} />;
  }
  return <BranchCalendar branchId={branchId} timeZone={timeZone} view={route.view} isoDate={route.isoDate} />;
}

/**
 * Replaces the address with the canonical one, unless a navigation has started or finished. React's view of
 * the router (useNavigation) lags it: a click on the menu starts a navigation in a transition,
 * and the branch's answer can render this page before that transition does. Redirecting then
 * would cancel the click's navigation (a newer one wins), so the router's own state decides, when
 * the redirect would run.
 */
function CanonicalRedirect({ to }: { to: string }) {
  const navigate = useNavigate();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const { state } = useNavigation();
  const { pathname } = useLocation();
  useEffect(() => {
    const router = dataRouter?.router.state;
    if ((router?.navigation.state ?? state) !== 'idle') return;
    // The click's navigation may also have finished in the router while React still shows this
    // page (its render is a transition): the router is then elsewhere, and stays there.
    if (router && router.location.pathname !== pathname) return;
    navigate(to, { replace: true });
  }, [dataRouter, navigate, state, to, pathname]);
  return <PageLoader />;
}

/**
 * Focus goes back to the session that opened the drawer when it closes. The drawer is unmounted as
 * it closes, before Mantine's own return of focus, which then never happened: focus fell to the
 * page and a keyboard user started again from the top (FormModal does the same for the forms).
 */
function useFocusBack() {
  const opener = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      remember() {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      },
      restore() {
        const element = opener.current;
        opener.current = null;
        // After the drawer or form has gone (its focus trap with it).
        requestAnimationFrame(() => {
          if (element?.isConnected) element.focus({ preventScroll: true });
        });
      },
    }),
    [],
  );
}

interface BranchCalendarProps {
  branchId: string;
  timeZone: string;
  view: CalendarView;
  isoDate: string;
}

/** The calendar of one view and date: it fetches exactly the days it shows. */
function BranchCalendar({ branchId, timeZone, view, isoDate }: BranchCalendarProps) {
  const navigate = useNavigate();
  const permissions = usePermissions();
  const canManage = can(permissions, 'manage-sessions', branchId);
  const dates = useMemo(() => visibleDates(view, isoDate, timeZone), [view, isoDate, timeZone]);
  const [{ data, error }, reload] = useRefreshableQuery({
    query: CalendarSessionsQuery,
    variables: { branchId, ...dates },
    requestPolicy: 'network-only',
  });
  const events = useMemo(() => sessionEvents(data?.getBranchSessions ?? []), [data]);
  const [openSessionId, setOpenSessionId] = useState<string | null>(null);
  const [creating, setCreating] = useState<NewSessionTimes | null | 'default'>(null);
  const getNow = useCallback(() => branchNow(timeZone), [timeZone]);
  const focusBack = useFocusBack();

  return (
    <>
      <PageHeader
        title={CALENDAR_MESSAGES.title}
        actions={
          canManage && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating('default')}>
              {CALENDAR_MESSAGES.createSession}
            </Button>
          )
        }
      />
      {error && (
        <Alert color="red" role="alert" mb="sm">
          {CALENDAR_MESSAGES.loadFailed}
        </Alert>
      )}
      <SessionCalendar
        events={events}
        view={view}
        isoDate={isoDate}
        getNow={getNow}
        onNavigate={(nextView, nextDate) => navigate(calendarPath(branchId, nextView, nextDate))}
        onOpen={(session) => {
          focusBack.remember();
          setOpenSessionId(session.id);
        }}
        onPickSlot={canManage ? ({ start, end }) => setCreating(pickedTimes(start, end)) : undefined}
      />
      <Suspense fallback={null}>
        {openSessionId !== null && (
          <SessionDrawer
            sessionId={openSessionId}
            branchId={branchId}
            onClose={() => {
              setOpenSessionId(null);
              focusBack.restore();
            }}
            onChanged={reload}
          />
        )}
        {creating !== null && (
          <SessionFormModal
            opened
            branchId={branchId}
            timeZone={timeZone}
            times={creating === 'default' ? null : creating}
            onClose={() => setCreating(null)}
            onSaved={reload}
          />
        )}
      </Suspense>
    </>
  );
}

/**
 * A picked slot as the new session's day and times. A whole day (a month cell) gives the day
 * only, the form then takes the default times; a selection reaching the next midnight ends at 24:00.
 */
function pickedTimes(start: Date, end: Date): NewSessionTimes {
  const date = isoDateOf(start);
  const endTime = isoDateOf(end) !== date ? '24:00' : wallClockOf(end);
  const startTime = wallClockOf(start);
  return startTime === '00:00' && endTime === '24:00' ? { date } : { date, startTime, endTime };
}
