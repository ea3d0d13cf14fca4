import 'react-big-calendar/lib/css/react-big-calendar.css';
import {
  AGENDA_DAYS,
  CALENDAR_SLOT_MINUTES,
  CALENDAR_SLOTS_PER_HOUR,
  CALENDAR_VIEWS,
  type CalendarView,
  isCalendarView,
} from '@clubline/domain';
import { useCallback, useMemo, useRef } from 'react';
import { Calendar, type EventProps, type HeaderProps, type SlotInfo, type View } from 'react-big-calendar';
import { useAccessibleCalendar } from './accessible-grid.ts';
import type { CalendarSessionFacts, SessionEvent } from './calendar-events.ts';
import { dayDate, isoDateOf, wallClockOf } from './calendar-events.ts';
import { CULTURE, localizer } from './calendar-localizer.ts';
import classes from './SessionCalendar.module.css';
import { useWeekOpensOnDay } from './week-scroll.ts';

const VIEWS: View[] = [...CALENDAR_VIEWS];
/** The day views open scrolled to the morning, where a club's timetable starts. */
const SCROLL_TO = new Date(1970, 0, 1, 5, 30);
/** "06:00 – 07:00", without a dayjs object per event: a busy week draws a thousand of them. */
const timeRange = ({ start, end }: { start: Date; end: Date }) =>
  `${wallClockOf(start)} – ${wallClockOf(end)}`;
/**
 * A span of days as the rest of the product writes dates (30 Nov 2026, ui/format.ts): "30 Nov –
 * 6 Dec 2026", the year once unless the span crosses one. The library's own read "November 30 –
 * December 06" in the week and "30/11/2026 – 30/12/2026" in the agenda.
 */
function dayRangeLabel({ start, end }: { start: Date; end: Date }): string {
  const sameYear = start.getFullYear() === end.getFullYear();
  const from = localizer.format(start, sameYear ? 'D MMM' : 'D MMM YYYY', CULTURE);
  return `${from} – ${localizer.format(end, 'D MMM YYYY', CULTURE)}`;
}

const FORMATS = {
  timeGutterFormat: 'HH:mm',
  eventTimeRangeFormat: timeRange,
  agendaTimeRangeFormat: timeRange,
  agendaTimeFormat: 'HH:mm',
  dayFormat: 'ddd D',
  dayHeaderFormat: 'dddd D MMMM YYYY',
  dayRangeHeaderFormat: dayRangeLabel,
  agendaHeaderFormat: dayRangeLabel,
  // "Mon 30 Nov" (the library's "Mon Nov 30"); a month's days without a leading zero.
  agendaDateFormat: 'ddd D MMM',
  dateFormat: 'D',
};

/**
 * A month day's "+2 more": on a phone the day is narrower than the words, which ran over the next
 * days' (the button keeps its text's width). There "more" is hidden from the eye only
 * (SessionCalendar.module.css), so the button still reads "+2 more". The agenda's column and its
 * empty range say "session", the product's word, where the library's said "event".
 */
const MESSAGES = {
  event: 'Session',
  noEventsInRange: 'There are no sessions in these days.',
  showMore: (count: number) => (
    <>
      +{count}
      <span className={classes.showMoreWord}> more</span>
    </>
  ),
};

interface SessionCalendarProps<Session extends CalendarSessionFacts> {
  events: readonly SessionEvent<Session>[];
  view: CalendarView;
  /** YYYY-MM-DD */
  isoDate: string;
  /** The branch's wall-clock now, for today and the time line. */
  getNow: () => Date;
  onNavigate: (view: CalendarView, isoDate: string) => void;
  onOpen: (session: Session) => void;
  /** A slot picked (manage-sessions only): the new session's day and times. */
  onPickSlot?: ((slot: { start: Date; end: Date }) => void) | undefined;
}

/**
 * A session in the agenda's list: its name, bold unless it is short. In the grids the library
 * writes the name itself into the box (SessionCalendar.module.css styles it there): a busy week
 * has a thousand boxes, and an element of ours in each is a thousand more to lay out.
 */
function AgendaSession<Session extends CalendarSessionFacts>({ event }: EventProps<SessionEvent<Session>>) {
  return <span className={event.short ? classes.shortTitle : classes.title}>{event.title}</span>;
}

/**
 * A day's name over its column in the day and week views. The library's own gives it the
 * columnheader role inside a button, outside any row: screen readers (and axe) read a broken
 * table. Plain text in its drill-down button says the same.
 */
function DayColumnHeader({ label }: HeaderProps) {
  return <span>{label}</span>;
}

/**
 * The branch's sessions on react-big-calendar (spec 2 §2, §9): day, week, month and agenda;
 * 15-minute slots, four to the hour; a session under an hour drawn small; each in its class's
 * colour (the palette keeps white text readable on it). Navigating calls back with the view and
 * date, and the page changes the address.
 */
export function SessionCalendar<Session extends CalendarSessionFacts>({
  events,
  view,
  isoDate,
  getNow,
  onNavigate,
  onOpen,
  onPickSlot,
}: SessionCalendarProps<Session>) {
  const eventPropGetter = useCallback(
    (event: SessionEvent<Session>) => ({
      className: event.short ? classes.shortEvent : classes.event,
      style: { backgroundColor: event.session.color, borderColor: event.session.color },
    }),
    [],
  );
  const components = useMemo(
    () => ({
      day: { header: DayColumnHeader },
      week: { header: DayColumnHeader },
      agenda: { event: AgendaSession<Session> },
    }),
    [],
  );
  const date = useMemo(() => dayDate(isoDate), [isoDate]);
  const container = useRef<HTMLDivElement>(null);
  useAccessibleCalendar(container);
  useWeekOpensOnDay(container, view, isoDate);
  return (
    <div className={classes.calendar} ref={container}>
      <Calendar<SessionEvent<Session>>
        localizer={localizer}
        culture={CULTURE}
        events={events as SessionEvent<Session>[]}
        views={VIEWS}
        view={view}
        date={date}
        getNow={getNow}
        step={CALENDAR_SLOT_MINUTES}
        timeslots={CALENDAR_SLOTS_PER_HOUR}
        length={AGENDA_DAYS}
        formats={FORMATS}
        messages={MESSAGES}
        scrollToTime={SCROLL_TO}
        popup
        components={components}
        eventPropGetter={eventPropGetter}
        onView={(next) => {
          if (isCalendarView(next)) onNavigate(next, isoDate);
        }}
        onNavigate={(next, nextView) => {
          onNavigate(isCalendarView(nextView) ? nextView : view, isoDateOf(next));
        }}
        onSelectEvent={(event) => onOpen(event.session)}
        onKeyPressEvent={(event, keyEvent) => {
          const native = keyEvent.nativeEvent;
          if (native instanceof KeyboardEvent && (native.key === 'Enter' || native.key === ' ')) {
            onOpen(event.session);
          }
        }}
        selectable={onPickSlot !== undefined}
        onSelectSlot={(slot: SlotInfo) => onPickSlot?.({ start: slot.start, end: slot.end })}
      />
    </div>
  );
}
