/** The standard report forms' texts (spec 3 §5 "Standard reports"; the last two are ours, spec 3 §5 leaves them unnamed). */
export const standardReportMessages = {
  dateRequired: 'Date is required',
  validDate: 'A valid date is required',
  dateLooksWrong: 'This date looks wrong',
  rangeTooLong: 'Date range exceeds 12-month limit',
  endBeforeStart: 'Date cannot be earlier than the From date',
  branchRequired: 'At least one branch is required',
  notInFuture: "Date can be no later than today's date",
  minVisitRequired: 'A number greater than 0 is required',
  membershipRequired: 'At least one membership is required',
  countryUnknown: 'Country must be NZ or AU',
  branchesOfCountry: 'Choose branches of the chosen country',
  countryFirst: 'Choose a country first: these branches are in more than one country',
} as const;
