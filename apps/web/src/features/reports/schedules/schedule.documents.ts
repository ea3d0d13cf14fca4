import { graphql } from '../../../gql/index.ts';

export const ReportSchedulesQuery = graphql(`
  query ReportSchedules {
    reportSchedules {
      id
      report
      title
      branches
      frequency
      hour
      dayOfWeek
      dayOfMonth
      format
      recipients { userId firstName lastName }
      owner { userId firstName lastName }
      runs { id period rangeStart rangeEnd status reason rowCount recipientsEmailed ranAt }
    }
  }
`);

export const ReportScheduleRecipientsQuery = graphql(`
  query ReportScheduleRecipients($branches: [ID!]!) {
    reportScheduleRecipients(branches: $branches) { userId firstName lastName hasEmail }
  }
`);

export const CreateReportScheduleMutation = graphql(`
  mutation CreateReportSchedule($input: ReportScheduleInput!) {
    createReportSchedule(input: $input) { id }
  }
`);

export const DeleteReportScheduleMutation = graphql(`
  mutation DeleteReportSchedule($id: ID!) {
    deleteReportSchedule(id: $id)
  }
`);
