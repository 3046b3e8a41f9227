/** Texts of the security rules (issue 15); not worded by the specification. */
export const SEC = {
  mailLimited: 'Too many mails were sent to this address in the last hour. Please try again later.',
  ownPrivileges: 'You cannot change your own position or approver setting.',
  positionBeyondOwn: 'You cannot give a position with permissions you do not have yourself.',
  emailAdminOnly: "Only the Super-Admin can change a user's email address.",
  accountTotalTooLarge: (account: string) => `This posting would take the total of ${account} past the largest amount the books can hold.`,
  sameAccountBothSides: 'A journal entry cannot debit and credit the same account.',
  lineBreak: 'Line breaks are not allowed here',
  notAnId: 'Not a valid id',
  dateRange: 'Enter a real date between 01/01/1900 and 12/31/2999',
  contactNumber: "Enter digits only, with at most one leading '+'",
} as const;
