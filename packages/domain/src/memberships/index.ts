export * from './membership-actions.ts';
export * from './membership-inputs.ts';
export * from './membership-rules.ts';
