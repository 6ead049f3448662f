import type { components } from '../../../../api/generated/portal.ts';
import type { ExportTranslate } from '../../../kernel/export-language.ts';

type PayloadRecord = components['schemas']['PayloadRecord'];

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The payload lookup results as an Excel workbook: one sheet, a bold frozen header row, real
 * date cells (shown in US Central time, the portal's server time) and an auto filter. Titles,
 * payload types and statuses read in the user's language, as on the screen.
 */
export async function payloadWorkbook(rows: readonly PayloadRecord[], centralTime: (iso: string) => Date, t: ExportTranslate): Promise<Buffer> {
  // Loaded on first use: a server worker should not pay for it at start when most never need it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'SmartPortal';
  const sheet = workbook.addWorksheet('Payloads', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: t('PL_COLUMN_ID'), key: 'id', width: 12 },
    { header: t('PL_FIELD_TYPE'), key: 'payloadLookupType', width: 18 },
    { header: t('PL_COLUMN_DOCUMENT_ID'), key: 'documentId', width: 24 },
    { header: t('COLUMN_DEALER_CODE'), key: 'dealerCode', width: 14 },
    { header: t('COLUMN_DEALER_NAME'), key: 'dealerName', width: 32 },
    { header: t('PL_COLUMN_SOURCE'), key: 'source', width: 24 },
    { header: t('PL_EXPORT_RECEIVED_CT'), key: 'receivedAt', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } },
    { header: t('PL_EXPORT_PROCESSED_CT'), key: 'processedAt', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } },
    { header: t('COLUMN_STATUS'), key: 'status', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      ...row,
      payloadLookupType: t(`PAYLOAD_TYPE_${row.payloadLookupType}`),
      status: t(row.status),
      dealerCode: row.dealerCode ?? '',
      dealerName: row.dealerName ?? '',
      receivedAt: centralTime(row.receivedAt),
      processedAt: row.processedAt ? centralTime(row.processedAt) : null,
    });
  }
  sheet.autoFilter = { from: 'A1', to: 'I1' };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
