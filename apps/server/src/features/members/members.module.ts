import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { registerActivitiesFields } from './activities/activities.graphql.ts';
import { registerAttachmentsFields } from './attachments/attachments.graphql.ts';
import { attachmentUploadHandler } from './attachments/attachments.service.ts';
import { membersSeed } from './members.seed.ts';
import { registerNotesFields } from './notes/notes.graphql.ts';
import { registerExportFields } from './persons/export.graphql.ts';
import { registerMemberCountFields } from './persons/member-count.graphql.ts';
import { registerPersonDetailsFields } from './persons/person-details.graphql.ts';
import { registerPersonsFields } from './persons/persons.graphql.ts';
import { personSubject } from './persons/persons.service.ts';
import { registerProfileImageFields } from './persons/profile-image.graphql.ts';
import { profileImageUploadHandler } from './persons/profile-image.service.ts';
import { registerSearchFields } from './persons/search.graphql.ts';
import { registerSmsFields } from './sms/sms.graphql.ts';
import { smsSendJob } from './sms/sms.jobs.ts';
import { smsDeliveryListener } from './sms/sms-send.ts';
import { transferActivities } from './transfer/transfer.activities.ts';
import { registerTransferFields } from './transfer/transfer.graphql.ts';
import { transferPersonToBranchOperation } from './transfer/transfer.operation.ts';

/**
 * Members and prospects (spec 2): the person record and its sub-slices (persons with search,
 * export and profile image; notes; SMS; attachments; activities; transfer).
 */
export const membersModule: FeatureModule = {
  name: 'members',
  graphql: () => {
    registerPersonsFields();
    registerPersonDetailsFields();
    registerSearchFields();
    registerExportFields();
    registerProfileImageFields();
    registerMemberCountFields();
    registerNotesFields();
    registerSmsFields();
    registerAttachmentsFields();
    registerActivitiesFields();
    registerTransferFields();
  },
  jobs: [smsSendJob],
  asyncOperations: [transferPersonToBranchOperation],
  uploads: [attachmentUploadHandler, profileImageUploadHandler],
  workerListeners: [smsDeliveryListener],
  activities: [transferActivities],
  subjects: { person: personSubject },
  seed: membersSeed,
};
