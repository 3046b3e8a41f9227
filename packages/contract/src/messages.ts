/**
 * Every user-facing text of the specification, once, worded exactly as the specification words it
 * (misspellings included: users and existing clients know these texts).
 */
export const M = {
  // Shared screens
  loading: 'Loading your content...',
  notFound: "The page you are looking for isn't here",
  required: 'Required',
  ok: 'Ok',
  noCancel: 'No, cancel it!',
  yesSure: 'Yes, I am sure!',
  superAdminLabel: 'Administrator',

  // Sign-in
  signIn: 'Sign in now',
  clickToReset: 'Click to reset',
  emailRequired: 'Please enter your email id',
  emailInvalid: 'Must be a valid email',
  passwordRequired: 'Please enter your password',
  codeVerified: 'Code Verified.',
  resetMailSent: 'Please check your mail for reset password Link',
  passwordChanged: 'Your Password has been changed successfully',
  newPasswordRequired: 'Please Enter Password',
  passwordTooShort: 'Password is too short - should be 8 chars minimum.',
  passwordLatin: 'Password can only contain Latin letters.',
  passwordsMustMatch: 'Passwords must match',
  otpRequired: 'Please enter the code',
  otpNumeric: 'The code must be numeric',
  forgotEmailRequired: 'Please enter your email id',
  // Server-side sign-in answers (not worded by the specification)
  badCredentials: 'These credentials do not match our records.',
  accountSuspended: 'Your account is suspended. Please contact the administrator.',
  invalidCode: 'The code is invalid or has expired.',
  tooManyCodeTries: 'Too many wrong codes. Please sign in again.',
  invalidResetLink: 'This password link is invalid or has expired.',
  currentPasswordWrong: 'The current password is incorrect.',
  signedOut: 'You have been signed out.',
  notSignedIn: 'Please sign in.',
  forbidden: 'You do not have permission to do this.',
  notFoundRecord: 'The record was not found.',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  validationFailed: 'The given data was invalid.',
  serverError: 'Something went wrong. Please try again.',

  // Companies
  companyAdded: 'Company has been added successfully',
  companyUpdated: 'Company record updated',
  companyDeleted: 'The Company has been deleted!',
  companyDeleteConfirm: 'On Company delete, all the users associated with this company will be suspended!',
  emailIsRequired: 'Email is required',
  enterValidEmail: 'Enter a valid email',
  zipNumber: 'zip code must be a number',
  telephoneNumber: 'Telephone must be a number',
  userAlreadyAdded: (email: string) => `User with email ${email} already added`,
  emailTaken: 'This email is already used by another user.',
  nameRequired: 'Name is required',
  ministryDeleteConfirm: 'Are you sure you want to delete this Ministry!',
  locationDeleteConfirm: 'Are you sure you want to delete this Location!',
  permissionChanged: 'Permission has been changed successfully',
  /** the roles screen, before unsaved ticks are thrown away (another role, another page) */
  permissionsDiscardTitle: 'Discard unsaved changes?',
  permissionsDiscard: (changes: number, role: string) =>
    `${changes} unsaved permission change${changes === 1 ? '' : 's'} of ${role} will be lost.`,
  // Companies, users, ministries, locations, roles: server answers the specification does not word
  companyTypeInvalid: 'Choose Non-Profit, Corporation or LLC',
  zipMaxFive: 'zip code can have at most 5 digits',
  telephoneMax: 'Telephone can have at most 12 digits',
  contactNumberMax: 'Contact number can have at most 12 characters',
  fiscalYearInvalid: 'Enter the fiscal year as a four-digit year',
  countryInvalid: 'Choose a country from the list',
  usStateInvalid: 'Choose a US state from the list',
  accessLevelInvalid: 'Choose an access level from the list',
  logoType: 'The logo must be a PNG, JPEG or WebP image.',
  logoTooLarge: 'The logo must be at most 1 MB.',
  locationUnknown: 'Choose a location from the list',
  ministryUnknown: 'Choose a ministry from the list',
  locationLocked: 'The location of a company cannot be changed.',
  accessLevelAdminOnly: 'Only the Administrator can change the access level of a company.',
  positionNotOfLevel: 'Choose a position of the company access level.',
  cannotRemoveSelf: 'You cannot remove yourself from the company.',
  noOwnCompany: 'The Administrator is not tied to a company.',
  ministryAdded: 'Ministry has been added successfully',
  ministryUpdated: 'Ministry has been updated successfully',
  ministryDeleted: 'The Ministry has been deleted!',
  locationAdded: 'Location has been added successfully',
  locationUpdated: 'Location has been updated successfully',
  locationDeleted: 'The Location has been deleted!',
  ministryTaken: 'A ministry with this name already exists.',
  locationTaken: 'A location with this name already exists.',
  ministryInUse: (company: string) => `This ministry is used by ${company} and cannot be deleted.`,
  locationInUse: (company: string) => `This location is used by ${company} and cannot be deleted.`,
  superAdminRoleLocked: 'The Super-Admin role always holds every permission and cannot be changed.',
  permissionUnknown: 'Unknown permission.',
  permissionAddRemove: 'A permission cannot be both added and removed.',
  selectPosition: 'Please select a position',

  // Chart of accounts
  accountNumberExists: 'Account Number alredy exists',

  // Vendors
  vendorAdded: 'Vendor has been added successfully',
  vendorUpdated: 'Vendor record updated',
  vendorDeleted: 'The Vendor has been deleted!',
  vendorDeleteConfirm: 'Delete Vendor?',
  phoneInvalid: 'Phone number is not valid',
  selectCompany: 'Please Select any company',
  // Vendors: server answers the specification does not word
  vendorCompanyLocked: 'A vendor cannot be moved to another company.',
  vendorFreightNegative: 'Freight cannot be negative',
  vendorShippingMethod: 'Choose FedEx, DHL or USPS',
  /** a second live vendor with the same EIN in a company (issue 14: paying one vendor twice) */
  vendorEinTaken: (name: string, vendorNumber: number) => `Vendor "${name}" (Vendor# ${vendorNumber}) already has this EIN.`,

  // Purchase orders
  poAdded: 'Purchase Order has been added successfully',
  poUpdated: 'Purchase order record updated sucessfully',
  selectVendor: 'Please Select any Vendor',
  addItem: 'Please add item',
  percentRange: 'percentage must be between 1-100',
  noSupervisor: 'No supervisor is available, please contact to the administrator',

  // Bills
  billSelectCompany: 'Please Select company',
  refrenceRequired: 'The Refrence field is required',
  dueDateRequired: 'The due data field is required',
  billSelectVendor: 'Please Select any vendor',
  amountRequired: 'The amount field is required',
  selectPayable: 'Please Select payable account',
  selectCoa: 'Please select Chart Of Account',
  selectFundProgram: 'Please Select fund program',
  selectFunctionalExpenses: 'Please Select functional expenses',
  billAdded: 'Bill has been added successfully',
  billUpdated: 'Bill has been updated successfully',
  billFailure: 'The account,fund program,functional expeenses,vendor details is required',
  /** a second live bill with the vendor and reference of another: the form asks before saving it */
  billDuplicateTitle: 'Record this bill again?',
  billDuplicate: (billNumber: number, date: string, amount: string) =>
    `Bill #${billNumber} of ${date} for ${amount} already has this vendor and reference. Save this one as well?`,
  changeBillStatus: 'Change status of bill?',
  statusUpdated: 'Status updated Sucessfully',

  // Bill payments
  selectAccountPayable: 'Please Select account payable',
  selectBankAccount: 'Please select bank account',
  selectOneBill: 'Please select at least one bill',
  insufficientFunds: 'Insufficient funds in your account!!',
  billPaymentAdded: 'Bill Payment has been added successfully',
  billPaymentFailure: 'The account,reference,fund program,functional expeenses,vendor details is required',

  // Checks
  checkSelectBill: 'Please Select at least one bill for generate the check.',
  checkSelectBank: 'Please Select Bank Account',
  checkNumberTaken: 'Check Number already taken',
  billDueRequired: 'The bill due field is required.',
  amountDueRequired: 'The amount due field is required.',
  checkSelectVendor: 'Please Select vendor.',
  checkSelectPayable: 'Please Select account payable.',
  referenceMandatory: 'Reference # is mandatory',
  fundProgramMandatory: 'Fund Program is mandatory',
  referenceNumeric: 'Reference # should be numeric',
  memoTooLong: 'Memo must be less than 500 characters',
  checkGenerated: 'Check Generate successfully',
  changeCheckStatus: 'Change status of check?',

  // Fund programs and functional expenses
  statusRequired: 'Status is required',
  fundProgramDeleted: 'The Fund Program has been deleted!',
  functionalExpenseDeleted: 'The Functional Expenses has been deleted!',
  fundProgramDeleteConfirm: 'Delete Fund Program?',
  functionalExpenseDeleteConfirm: 'Delete Functional Expenses?',
  // Not worded by the specification
  fundProgramAdded: 'Fund Program has been added successfully',
  fundProgramUpdated: 'Fund Program has been updated successfully',
  functionalExpenseAdded: 'Functional Expense has been added successfully',
  functionalExpenseUpdated: 'Functional Expense has been updated successfully',
  nameTaken: 'The name has already been taken.',
  globalItemOwner: 'All companies',
  globalItemLocked: 'Only the Super-Admin can change an item shared by all companies.',

  // Issue 21 (races): exports running at once
  exportsBusy: 'Two of your exports are still running. Please wait for one to finish, then try again.',
} as const;
