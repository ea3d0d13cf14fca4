/** What other features may use of staff: who a staff member is, and who may see or manage them. */
export { findStaff, requireManageableStaff, requireVisibleStaff } from './staff.service.ts';
