export * from '../billing/suspension-schedule.ts';
export * from './door-access.ts';
export * from './free-periods.ts';
export * from './membership-actions.ts';
export * from './membership-inputs.ts';
export * from './membership-rules.ts';
export * from './suspensions.ts';
