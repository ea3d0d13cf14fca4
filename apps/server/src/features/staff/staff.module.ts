import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { registerSecurityGroupFields } from './security-groups.graphql.ts';
import { registerStaffFields } from './staff.graphql.ts';
import { staffImageUploadHandler } from './staff-image.service.ts';
import { staffMemberSubject } from './staff-subject.ts';

/** Staff management (spec 3 §2 Staff): the list, profile, account state and security groups. */
export const staffModule: FeatureModule = {
  name: 'staff',
  graphql: () => {
    registerStaffFields();
    registerSecurityGroupFields();
  },
  uploads: [staffImageUploadHandler],
  subjects: { 'staff-member': staffMemberSubject },
};
