/** What other web features use of billing accounts: the access types a plan may grant (plan form). */
export { useAccessTypes } from './useAccessTypes.ts';
