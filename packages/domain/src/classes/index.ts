export * from './calendar-range.ts';
export * from './calendar-route.ts';
export * from './class-rules.ts';
export * from './classes-messages.ts';
export * from './classes-schema.ts';
export * from './recurrence.ts';
export * from './staff-availability.ts';
export * from './wall-clock.ts';
