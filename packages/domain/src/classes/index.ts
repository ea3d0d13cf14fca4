export * from './recurrence.ts';
export * from './wall-clock.ts';
