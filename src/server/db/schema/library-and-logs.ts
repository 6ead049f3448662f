import type { ContactDeliveryStatus, LogStatus, PayloadLookupType, PayloadStatus, ResourceDocumentType } from '../vocabulary.ts';
import type { LANGUAGES } from '../../../constants.ts';
import type { DateText, DefaultJson, DefaultTimestamp, Defaulted, Id, Timestamp } from './column-types.ts';

export interface ResourceCategoriesTable {
  id: Id;
  name: string;
}

export interface ResourceProductsTable {
  componentId: number;
  name: string;
}

export interface ResourcesTable {
  id: Id;
  name: string;
  description: string | null;
  componentId: number;
  categoryId: number;
  oemId: number | null;
  documentType: ResourceDocumentType;
  language: (typeof LANGUAGES)[number];
  url: string;
  fileSize: number | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface PayloadFailure {
  code: string;
  message: string;
  location: string | null;
}

export interface PayloadsTable {
  id: Id;
  payloadLookupType: PayloadLookupType;
  documentId: string;
  dealerId: number | null;
  oemId: number;
  source: string;
  receivedAt: Timestamp;
  processedAt: Timestamp | null;
  status: PayloadStatus;
  failedAt: Timestamp | null;
  failures: DefaultJson<PayloadFailure[]>;
  payloadXml: string;
}

export interface EventTypesTable {
  name: string;
  position: number;
}

export interface EventLogsTable {
  id: Id;
  receivedAt: Timestamp;
  eventType: string;
  oemId: number;
  dealerId: number | null;
  documentId: string | null;
  status: LogStatus;
  message: string;
}

export interface NotificationTypesTable {
  code: string;
  name: string;
}

export interface NotificationSubscriptionsTable {
  /** What an unsubscribe link carries. */
  id: string;
  notificationType: string;
  email: string;
  userId: number | null;
  dealerId: number | null;
  subscribed: Defaulted<boolean>;
  subscribedAt: DefaultTimestamp;
  unsubscribedAt: Timestamp | null;
}

export interface ContactMessagesTable {
  id: Id;
  userId: number | null;
  impersonatorLogin: string | null;
  dealerId: number | null;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  createdAt: DefaultTimestamp;
  deliveryStatus: Defaulted<ContactDeliveryStatus>;
  deliveryAttempts: Defaulted<number>;
  /** Why the last forwarding failed (status and start of the desk's answer, or the network error). */
  deliveryError: string | null;
  deliveredAt: Date | null;
  /** When the retrier may try next (also a claim's lease while one forward is under way); null: never again by itself. */
  nextDeliveryAt: Date | null;
}

export interface ProfileContactDetailsTable {
  userId: number;
  title: string;
  name: string;
  email: string;
  phone: string;
  lastUpdatedDateForDealerContact: DateText | null;
  updatedAt: DefaultTimestamp;
}
