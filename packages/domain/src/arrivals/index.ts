export * from './decide-entry.ts';
export * from './denial-reasons.ts';
export * from './door-simulator.ts';
export * from './doors.ts';
export * from './vaccination-rule.ts';
