import type { Country, DealerAction, DealerSize, DealerStatus, InactivationType } from '../vocabulary.ts';
import type { DateText, DefaultTimestamp, Defaulted, Id, TimeText } from './column-types.ts';

export interface RegionsTable {
  id: Id;
  oemId: number;
  code: string;
  name: string;
}

export interface DistrictsTable {
  id: Id;
  regionId: number;
  code: string;
  name: string;
}

export interface CrmProvidersTable {
  id: Id;
  name: string;
  vendor: string | null;
}

export interface CrmProviderOemsTable {
  crmProviderId: number;
  oemId: number;
}

export interface DealersTable {
  id: Id;
  code: string;
  name: string;
  oemId: number;
  status: Defaulted<DealerStatus>;
  inactivationType: InactivationType | null;
  statusReason: string | null;
  statusChangedAt: DefaultTimestamp;
  size: DealerSize | null;
  regionId: number | null;
  districtId: number | null;
  market: string | null;
  country: Defaulted<Country>;
  crmProviderId: number | null;
  dealerGroup: string | null;
  testDealer: Defaulted<boolean>;
  evDealer: Defaulted<boolean>;
  outstandingAccount: Defaulted<boolean>;
  websiteUrl: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  email: string | null;
  latitude: number | null;
  longitude: number | null;
  timeZone: Defaulted<string>;
  newInventory: Defaulted<number>;
  usedInventory: Defaulted<number>;
  cpoInventory: Defaulted<number>;
  monthlyNewSales: Defaulted<number>;
  monthlyUsedSales: Defaulted<number>;
  monthlyCpoSales: Defaulted<number>;
  maxMeteredLeadsPerCycle: number | null;
  meteringCycleHours: number | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface DealerContactsTable {
  dealerId: number;
  /** 1 … MAX_DEALER_CONTACTS. */
  position: number;
  name: string;
  title: string;
  email: string;
  phone: string;
}

export interface DealerBillingContactsTable {
  dealerId: number;
  /** 1 … MAX_BILLING_CONTACTS. */
  position: number;
  name: string;
  email: string;
  phone: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
}

export interface DealerBusinessHoursTable {
  dealerId: number;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
  closed: Defaulted<boolean>;
  opensAt: TimeText | null;
  closesAt: TimeText | null;
}

export interface DealerHolidaysTable {
  dealerId: number;
  holidayDate: DateText;
  name: string;
}

export interface DealerStatusHistoryTable {
  id: Id;
  dealerId: number;
  action: DealerAction;
  fromStatus: DealerStatus;
  toStatus: DealerStatus;
  inactivationType: InactivationType | null;
  reason: string | null;
  changedByUserId: number | null;
  impersonatorLogin: string | null;
  changedAt: DefaultTimestamp;
}

export interface UserDealersTable {
  userId: number;
  dealerId: number;
}
