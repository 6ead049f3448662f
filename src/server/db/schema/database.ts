import type * as accounts from './accounts.ts';
import type * as catalogue from './catalogue.ts';
import type * as cms from './cms.ts';
import type * as compliance from './compliance.ts';
import type * as dealers from './dealers.ts';
import type * as enrollments from './enrollments.ts';
import type * as leadProgram from './lead-program.ts';
import type * as leads from './leads.ts';
import type * as library from './library-and-logs.ts';
import type * as tools from './tools.ts';
import type * as packages from './packages.ts';
import type * as savedViews from './saved-views.ts';
import type * as screenConfigs from './screen-configs.ts';
import type * as serverState from './server-state.ts';
import type * as dealerChoice from './dealer-choice.ts';
import type * as impersonationSessions from './impersonation-sessions.ts';

/**
 * Every table, by the camelCase name the API code uses. The CamelCasePlugin of
 * open-database.ts maps names to the snake_case the migrations create (userDealers ↔
 * user_dealers, cardLast4 ↔ card_last4). Keep in step with migrations/.
 */
export interface Database {
  // accounts (0001)
  oems: accounts.OemsTable;
  users: accounts.UsersTable;
  refreshTokens: accounts.RefreshTokensTable;
  signInThrottle: accounts.SignInThrottleTable;
  oauthAuthorizationCodes: accounts.OauthAuthorizationCodesTable;
  passwordResetTokens: accounts.PasswordResetTokensTable;
  menuItems: accounts.MenuItemsTable;
  menuGrants: accounts.MenuGrantsTable;
  // dealers (0002)
  regions: dealers.RegionsTable;
  districts: dealers.DistrictsTable;
  crmProviders: dealers.CrmProvidersTable;
  crmProviderOems: dealers.CrmProviderOemsTable;
  dealers: dealers.DealersTable;
  dealerContacts: dealers.DealerContactsTable;
  dealerBillingContacts: dealers.DealerBillingContactsTable;
  dealerBusinessHours: dealers.DealerBusinessHoursTable;
  dealerHolidays: dealers.DealerHolidaysTable;
  dealerStatusHistory: dealers.DealerStatusHistoryTable;
  userDealers: dealers.UserDealersTable;
  // catalogue (0003)
  offerTypes: catalogue.OfferTypesTable;
  addons: catalogue.AddonsTable;
  programs: catalogue.ProgramsTable;
  programAddons: catalogue.ProgramAddonsTable;
  offerProviders: catalogue.OfferProvidersTable;
  offerProviderOems: catalogue.OfferProviderOemsTable;
  packages: catalogue.PackagesTable;
  packageOptionalAddons: catalogue.PackageOptionalAddonsTable;
  addonPrices: catalogue.AddonPricesTable;
  eulaDocuments: catalogue.EulaDocumentsTable;
  vehicleModels: catalogue.VehicleModelsTable;
  leadSources: catalogue.LeadSourcesTable;
  // enrollments (0004)
  programEnrollments: enrollments.ProgramEnrollmentsTable;
  programEnrollmentHistory: enrollments.ProgramEnrollmentHistoryTable;
  addonEnrollments: enrollments.AddonEnrollmentsTable;
  addonEnrollmentHistory: enrollments.AddonEnrollmentHistoryTable;
  subscriptions: enrollments.SubscriptionsTable;
  subscriptionHistory: enrollments.SubscriptionHistoryTable;
  dealerCustomParameters: enrollments.DealerCustomParametersTable;
  billingProfiles: enrollments.BillingProfilesTable;
  billingProfilePrograms: enrollments.BillingProfileProgramsTable;
  dwcpEnrollments: enrollments.DwcpEnrollmentsTable;
  providerInterestNotifications: enrollments.ProviderInterestNotificationsTable;
  downloadDocuments: enrollments.DownloadDocumentsTable;
  // lead program (0005)
  budgets: leadProgram.BudgetsTable;
  budgetHistory: leadProgram.BudgetHistoryTable;
  zipCodes: leadProgram.ZipCodesTable;
  leadProgramSettings: leadProgram.LeadProgramSettingsTable;
  leadCoverageZips: leadProgram.LeadCoverageZipsTable;
  leadDestinations: leadProgram.LeadDestinationsTable;
  leadVehicleSettings: leadProgram.LeadVehicleSettingsTable;
  leadSalesSettings: leadProgram.LeadSalesSettingsTable;
  zipBulkImports: leadProgram.ZipBulkImportsTable;
  zipBulkImportRows: leadProgram.ZipBulkImportRowsTable;
  // leads (0006)
  leads: leads.LeadsTable;
  leadDispositions: leads.LeadDispositionsTable;
  leadCommunications: leads.LeadCommunicationsTable;
  creditReasons: leads.CreditReasonsTable;
  leadCreditRequests: leads.LeadCreditRequestsTable;
  leadResponseTimeOverrides: leads.LeadResponseTimeOverridesTable;
  preleadJobs: leads.PreleadJobsTable;
  preleads: leads.PreleadsTable;
  dmfRecords: leads.DmfRecordsTable;
  dmfCorrections: leads.DmfCorrectionsTable;
  // compliance and reports (0007)
  complianceCategories: compliance.ComplianceCategoriesTable;
  complianceReports: compliance.ComplianceReportsTable;
  complianceReportCategories: compliance.ComplianceReportCategoriesTable;
  complianceReportFiles: compliance.ComplianceReportFilesTable;
  reportPeriods: compliance.ReportPeriodsTable;
  reportDefinitions: compliance.ReportDefinitionsTable;
  reportThresholds: compliance.ReportThresholdsTable;
  // library and logs (0008)
  resourceCategories: library.ResourceCategoriesTable;
  resourceProducts: library.ResourceProductsTable;
  resources: library.ResourcesTable;
  payloads: library.PayloadsTable;
  eventTypes: library.EventTypesTable;
  eventLogs: library.EventLogsTable;
  notificationTypes: library.NotificationTypesTable;
  notificationSubscriptions: library.NotificationSubscriptionsTable;
  contactMessages: library.ContactMessagesTable;
  profileContactDetails: library.ProfileContactDetailsTable;
  // cms (0009)
  cmsImageFormats: cms.CmsImageFormatsTable;
  cmsPages: cms.CmsPagesTable;
  cmsBlocks: cms.CmsBlocksTable;
  cmsDrafts: cms.CmsDraftsTable;
  cmsMedia: cms.CmsMediaTable;
  // tools (0014)
  resourceFiles: tools.ResourceFilesTable;
  // saved views (0012)
  savedViews: savedViews.SavedViewsTable;
  // shared server state (0016)
  serverSecrets: serverState.ServerSecretsTable;
  // website program and packages (0013)
  dealerEulaAcceptances: packages.DealerEulaAcceptancesTable;
  customParameterChanges: packages.CustomParameterChangesTable;
  // the dealer chosen by a dealer group user (0025)
  userDealerChoices: dealerChoice.UserDealerChoicesTable;
  // studio (0022)
  screenConfigVersions: screenConfigs.ScreenConfigVersionsTable;
  screenConfigPublications: screenConfigs.ScreenConfigPublicationsTable;
  // impersonation history (0028)
  impersonationSessions: impersonationSessions.ImpersonationSessionsTable;
}

export type TableName = keyof Database;
