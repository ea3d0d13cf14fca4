import { graphql } from '../../gql/index.ts';

/** Saving a rule: the SMS and email mutations of spec 2 §7 (the list's toggle and the modal's Save). */
export const SetSmsRule = graphql(`
  mutation SetSmsRule($branchId: ID!, $smsSettings: SmsSettingsInput!) {
    setCorrespondenceStatus(branchId: $branchId, smsSettings: $smsSettings) {
      type
      enabled
    }
  }
`);

export const SetEmailRule = graphql(`
  mutation SetEmailRule($branchId: ID!, $emailSettings: EmailSettingsInput!, $triggerType: EmailTriggerType) {
    setEmailStatus(branchId: $branchId, emailSettings: $emailSettings, triggerType: $triggerType) {
      type
      enabled
    }
  }
`);
