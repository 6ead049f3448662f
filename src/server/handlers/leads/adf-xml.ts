/**
 * A lead as an ADF 1.0 document (Auto-lead Data Format, the automotive lead XML standard the
 * lead providers and dealer CRMs exchange): `<?adf version="1.0"?>`, one `<prospect>` with the
 * request date, the vehicle of interest, a trade-in when there is one, the customer, the vendor
 * (the dealer) and the provider (the lead source). xmlbuilder2 escapes every value.
 */
import { create } from 'xmlbuilder2';
import type { LeadRow } from './lead-rows.ts';

/** ADF's vehicle status: new for NEW leads, used for CPO and USED. */
const vehicleStatus = (leadType: LeadRow['leadType']) => (leadType === 'NEW' ? 'new' : 'used');

type XMLBuilder = ReturnType<typeof create>;

function optional(parent: XMLBuilder, name: string, value: string | number | null | undefined, attributes: Record<string, string> = {}) {
  if (value === null || value === undefined || value === '') return;
  parent.ele(name, attributes).txt(String(value));
}

export function adfDocument(lead: LeadRow): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ins('adf', 'version="1.0"');
  const prospect = doc.ele('adf').ele('prospect', { status: 'new' });
  prospect.ele('id', { sequence: '1', source: lead.entityName }).txt(lead.sourceLeadId);
  prospect.ele('requestdate').txt(lead.receivedAt.toISOString());

  const vehicle = prospect.ele('vehicle', { interest: 'buy', status: vehicleStatus(lead.leadType) });
  optional(vehicle, 'year', lead.vehicleYear);
  optional(vehicle, 'make', lead.vehicleMake);
  optional(vehicle, 'model', lead.vehicleModel);
  optional(vehicle, 'vin', lead.vehicleVin);
  optional(vehicle, 'stock', lead.vehicleStockNumber);
  optional(vehicle, 'trim', lead.vehicleTrim);
  optional(vehicle, 'odometer', lead.vehicleMileage, { status: 'original', units: 'miles' });

  const tradeIn = lead.tradeIn;
  if (tradeIn) {
    const trade = prospect.ele('vehicle', { interest: 'trade-in', status: 'used' });
    optional(trade, 'year', tradeIn.year);
    optional(trade, 'make', tradeIn.make);
    optional(trade, 'model', tradeIn.model);
    optional(trade, 'vin', tradeIn.vin);
    optional(trade, 'trim', tradeIn.trim);
    optional(trade, 'odometer', tradeIn.mileage, { status: 'original', units: 'miles' });
  }

  const customer = prospect.ele('customer');
  const contact = customer.ele('contact', { primarycontact: '1' });
  optional(contact, 'name', lead.customerFirstName, { part: 'first' });
  optional(contact, 'name', lead.customerLastName, { part: 'last' });
  optional(contact, 'email', lead.customerEmail, lead.preferredContact === 'EMAIL' ? { preferredcontact: '1' } : {});
  optional(contact, 'phone', lead.customerPhone, {
    type: lead.preferredContact === 'TEXT' ? 'cellphone' : 'voice',
    ...(lead.preferredContact === 'PHONE' || lead.preferredContact === 'TEXT' ? { preferredcontact: '1' } : {}),
  });
  if (lead.customerAddress || lead.customerCity || lead.customerState || lead.customerZip) {
    const address = contact.ele('address');
    optional(address, 'street', lead.customerAddress, { line: '1' });
    optional(address, 'city', lead.customerCity);
    optional(address, 'regioncode', lead.customerState);
    optional(address, 'postalcode', lead.customerZip);
  }
  optional(customer, 'comments', lead.comments);

  const vendor = prospect.ele('vendor');
  vendor.ele('id', { source: 'SmartPortal' }).txt(lead.dealerCode);
  vendor.ele('vendorname').txt(lead.dealerName);

  prospect.ele('provider').ele('name', { part: 'full' }).txt(lead.source);
  return doc.end({ prettyPrint: true });
}

/** The file name the spec gives the download (`Lead_{type}_{documentId}.xml`). */
export const adfFileName = (lead: Pick<LeadRow, 'leadType' | 'documentId'>) => `Lead_${lead.leadType}_${lead.documentId}.xml`;
