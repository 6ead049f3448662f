/** Characters file systems refuse or that break a header, replaced so a document id makes a safe name. */
const safe = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 120);

/** The contract's name of one payload's file: Payload-{payloadLookupType}-{documentId}.xml. */
export function payloadFileName(payloadLookupType: string, documentId: string): string {
  return `Payload-${payloadLookupType}-${safe(documentId)}.xml`;
}

/** The export's name: Payload-{payloadLookupType}-{documentId}-{Central date}.xlsx. */
export function payloadExportFileName(payloadLookupType: string, documentId: string, centralDate: string): string {
  return `Payload-${payloadLookupType}-${safe(documentId)}-${centralDate}.xlsx`;
}
