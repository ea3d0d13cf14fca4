export * from './decide-entry.ts';
export * from './denial-reasons.ts';
export * from './doors.ts';
export * from './vaccination-rule.ts';
