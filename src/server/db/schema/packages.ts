import type { CustomParameterValue } from './enrollments.ts';
import type { DefaultTimestamp, Id, Json } from './column-types.ts';

/** A dealer's acceptance of one End User License Agreement (0013). */
export interface DealerEulaAcceptancesTable {
  dealerId: number;
  eulaDocumentId: number;
  acceptedAt: DefaultTimestamp;
  acceptedByUserId: number | null;
  impersonatorLogin: string | null;
}

/** One change of custom parameters: an add-on subscription's, or the dealer's program ones (0013). */
export interface CustomParameterChangesTable {
  id: Id;
  dealerId: number;
  subscriptionId: number | null;
  programAddonId: number | null;
  parameters: Json<CustomParameterValue[]>;
  modelCodes: string[] | null;
  changedByUserId: number | null;
  impersonatorLogin: string | null;
  changedAt: DefaultTimestamp;
}
