import { builder } from '../../platform/graphql/builder.ts';

/**
 * GraphQL enums several session files use (the schedule's previews, the bookings' members): one
 * definition each, since a schema holds a type name once.
 */
export const SessionAttendanceStatusEnum = builder.enumType('SessionAttendanceStatus', {
  description: 'A booking’s attendance (spec 1): BOOKED, then ATTENDED once checked in.',
  values: ['BOOKED', 'ATTENDED'] as const,
});
