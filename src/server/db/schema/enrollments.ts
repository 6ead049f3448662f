import type { CustomParameterType, ProgramAction, ProgramStatus, SubscriptionStatus } from '../vocabulary.ts';
import type { Bytes, DateText, DefaultJson, DefaultTimestamp, Defaulted, Id, Numeric, Timestamp } from './column-types.ts';

export interface ProgramEnrollmentsTable {
  id: Id;
  dealerId: number;
  programId: number;
  status: ProgramStatus;
  enrolledDate: DateText | null;
  statusReason: string | null;
  statusChangedAt: DefaultTimestamp;
  createdAt: DefaultTimestamp;
}

export interface ProgramEnrollmentHistoryTable {
  id: Id;
  programEnrollmentId: number;
  action: ProgramAction;
  fromStatus: ProgramStatus | null;
  toStatus: ProgramStatus;
  reason: string | null;
  changedByUserId: number | null;
  impersonatorLogin: string | null;
  changedAt: DefaultTimestamp;
}

export interface AddonEnrollmentsTable {
  /** The contract's addonDealerMappingId. */
  id: Id;
  dealerId: number;
  programId: number;
  addonId: number;
  status: SubscriptionStatus;
  enrolledDate: DateText | null;
  scheduledDate: DateText | null;
  statusChangedAt: DefaultTimestamp;
  createdAt: DefaultTimestamp;
}

export interface AddonEnrollmentHistoryTable {
  id: Id;
  addonEnrollmentId: number;
  action: string;
  fromStatus: SubscriptionStatus | null;
  toStatus: SubscriptionStatus;
  scheduledDate: DateText | null;
  reason: string | null;
  changedByUserId: number | null;
  impersonatorLogin: string | null;
  changedAt: DefaultTimestamp;
}

/** An add-on custom parameter with its value, as subscriptions and dealers store them. */
export interface CustomParameterValue {
  name: string;
  label?: string;
  type: CustomParameterType;
  required?: boolean;
  value: string;
}

export interface SubscriptionsTable {
  /** The contract's subscriptionMappingId. */
  id: Id;
  dealerId: number;
  packageId: number;
  status: SubscriptionStatus;
  monthlyPrice: Numeric;
  optionalAddonIds: Defaulted<number[]>;
  subscribedDate: DateText | null;
  scheduledDate: DateText | null;
  skipDealerCommunication: Defaulted<boolean>;
  eulaDocumentId: number | null;
  eulaAcceptedAt: Timestamp | null;
  customParameters: DefaultJson<CustomParameterValue[]>;
  modelCodes: Defaulted<string[]>;
  copiedFromSubscriptionId: number | null;
  statusChangedAt: DefaultTimestamp;
  createdAt: DefaultTimestamp;
}

export interface SubscriptionHistoryTable {
  id: Id;
  subscriptionId: number;
  methodName: string;
  actionName: string | null;
  fromStatus: SubscriptionStatus | null;
  toStatus: SubscriptionStatus;
  scheduledDate: DateText | null;
  applyToAllPackages: Defaulted<boolean>;
  skipDealerCommunication: Defaulted<boolean>;
  changedByUserId: number | null;
  impersonatorLogin: string | null;
  changedAt: DefaultTimestamp;
}

export interface DealerCustomParametersTable {
  dealerId: number;
  programAddonId: number;
  parameters: DefaultJson<CustomParameterValue[]>;
  updatedAt: DefaultTimestamp;
  updatedByUserId: number | null;
}

/** Never a full card number or a security code: the processor's token and the last four digits. */
export interface BillingProfilesTable {
  id: Id;
  dealerId: number;
  cardholderName: string;
  cardBrand: string | null;
  cardLast4: string;
  cardToken: string;
  cardExpMonth: number;
  cardExpYear: number;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
  updatedByUserId: number | null;
  /** The admin who saved it while impersonating updatedByUserId (0011). */
  impersonatorLogin: string | null;
}

export interface BillingProfileProgramsTable {
  billingProfileId: number;
  programId: number;
  activatedAt: DefaultTimestamp;
  /** Who activated the profile for the program, and the impersonating admin if any (0011). */
  activatedByUserId: number | null;
  impersonatorLogin: string | null;
}

export interface DwcpEnrollmentsTable {
  id: Id;
  dealerId: number;
  programAddonId: number;
  dealerName: string;
  dealerWebsite: string;
  authorizedPerson: string;
  authorizedEmail: string;
  authorizedPhone: string;
  websiteProviderId: number | null;
  websiteProviderName: string;
  websitePackageId: number | null;
  websitePackageName: string;
  drProviderId: number | null;
  drProviderName: string;
  drPackageId: number | null;
  drPackageName: string;
  enrollmentOptionAddonIds: number[];
  termsAcceptedAt: Timestamp;
  billingContactName: string;
  billingContactPhone: string;
  billingContactEmail: string;
  lastUpdatedDateForDealerContact: DateText | null;
  createdByUserId: number | null;
  /** The admin who submitted it while impersonating createdByUserId (0011). */
  impersonatorLogin: string | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface ProviderInterestNotificationsTable {
  id: Id;
  dealerId: number;
  offerProviderId: number;
  addonId: number | null;
  message: string | null;
  requestedByUserId: number | null;
  /** Where the notification was sent (the provider's contact address then) and the impersonating admin (0011). */
  recipientEmail: string | null;
  impersonatorLogin: string | null;
  createdAt: DefaultTimestamp;
}

export interface DownloadDocumentsTable {
  id: Id;
  oemId: number | null;
  title: string;
  description: string | null;
  category: string;
  fileName: string;
  contentType: string;
  content: Bytes;
  updatedAt: DefaultTimestamp;
}
