import type {
  CommunicationChannel,
  CommunicationDirection,
  CreditStatus,
  LeadStatus,
  LeadType,
  PreferredContact,
  PreleadJobStatus,
  PreleadStatus,
} from '../vocabulary.ts';
import type { DefaultTimestamp, Defaulted, Id, Json, Timestamp } from './column-types.ts';

/** The shopper's trade-in vehicle. */
export interface TradeInVehicle {
  year: number | null;
  make: string | null;
  model: string | null;
  trim?: string | null;
  vin?: string | null;
  mileage?: number | null;
}

export interface LeadsTable {
  id: Id;
  leadUid: string;
  sourceLeadId: string;
  entityName: string;
  documentId: string;
  dealerId: number;
  oemId: number;
  programId: number | null;
  leadType: LeadType;
  leadSourceId: number;
  status: Defaulted<LeadStatus>;
  receivedAt: Timestamp;
  firstResponseAt: Timestamp | null;
  responseTimeSeconds: number | null;
  responseTimeOverrideSeconds: number | null;
  customerFirstName: string | null;
  customerLastName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  customerAddress: string | null;
  customerCity: string | null;
  customerState: string | null;
  customerZip: string | null;
  preferredContact: PreferredContact | null;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleTrim: string | null;
  vehicleVin: string | null;
  vehicleStockNumber: string | null;
  vehicleMileage: number | null;
  tradeIn: Json<TradeInVehicle> | null;
  comments: string | null;
  creditStatus: CreditStatus | null;
  soldAt: Timestamp | null;
}

export interface LeadDispositionsTable {
  id: Id;
  leadId: number;
  status: LeadStatus;
  dispositionAt: Timestamp;
  source: string;
  salesperson: string | null;
  notes: string | null;
}

export interface LeadCommunicationsTable {
  id: Id;
  dispositionId: number;
  channel: CommunicationChannel;
  direction: CommunicationDirection;
  sentAt: Timestamp;
  fromAddress: string | null;
  toAddress: string | null;
  subject: string | null;
  body: string | null;
}

export interface CreditReasonsTable {
  id: Id;
  label: string;
  commentRequired: Defaulted<boolean>;
  position: number;
}

export interface LeadCreditRequestsTable {
  id: Id;
  leadId: number;
  reasonId: number;
  comment: string | null;
  status: Defaulted<CreditStatus>;
  requestedByUserId: number | null;
  impersonatorLogin: string | null;
  requestedAt: DefaultTimestamp;
  decidedAt: Timestamp | null;
}

export interface LeadResponseTimeOverridesTable {
  id: Id;
  leadId: number;
  originalSeconds: number | null;
  overrideSeconds: number;
  reason: string;
  overriddenByUserId: number | null;
  impersonatorLogin: string | null;
  overriddenAt: DefaultTimestamp;
}

export interface PreleadJobsTable {
  id: string;
  status: Defaulted<PreleadJobStatus>;
  criteria: Json<Record<string, unknown>>;
  total: number;
  processed: Defaulted<number>;
  converted: Defaulted<number>;
  rejected: Defaulted<number>;
  error: string | null;
  requestedByUserId: number | null;
  startedAt: DefaultTimestamp;
  finishedAt: Timestamp | null;
  /** The dealer of the criteria (0020); null when the job covers every dealer. */
  dealerId: number | null;
  impersonatorLogin: string | null;
}

export interface PreleadsTable {
  id: string;
  leadSourceId: number;
  dealerId: number | null;
  leadType: LeadType;
  receivedAt: Timestamp;
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  customerZip: string | null;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleTrim: string | null;
  vehicleVin: string | null;
  vehicleMileage: number | null;
  status: Defaulted<PreleadStatus>;
  rejectionReason: string | null;
  convertedLeadId: number | null;
  preleadJobId: string | null;
  updatedAt: DefaultTimestamp;
}

/** A dealer master file record as received; see DmfCorrectionsTable for corrections. */
export interface DmfRecordsTable {
  dealerId: number;
  name: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  receivedAt: DefaultTimestamp;
}

export interface DmfCorrectionsTable {
  id: Id;
  dealerId: number;
  name: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  reason: string;
  correctedByUserId: number | null;
  impersonatorLogin: string | null;
  correctedAt: DefaultTimestamp;
}
