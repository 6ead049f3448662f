import ExcelJS from 'exceljs';
import type { components } from '../../../../api/generated/portal.ts';

type PayloadRecord = components['schemas']['PayloadRecord'];

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The payload lookup results as an Excel workbook: one sheet, a bold frozen header row, real
 * date cells (shown in US Central time, the portal's server time) and an auto filter.
 */
export async function payloadWorkbook(rows: readonly PayloadRecord[], centralTime: (iso: string) => Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'SmartPortal';
  const sheet = workbook.addWorksheet('Payloads', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Payload Id', key: 'id', width: 12 },
    { header: 'Payload Type', key: 'payloadLookupType', width: 14 },
    { header: 'Document Id', key: 'documentId', width: 24 },
    { header: 'Dealer Code', key: 'dealerCode', width: 14 },
    { header: 'Dealer Name', key: 'dealerName', width: 32 },
    { header: 'Source', key: 'source', width: 24 },
    { header: 'Received (CT)', key: 'receivedAt', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } },
    { header: 'Processed (CT)', key: 'processedAt', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } },
    { header: 'Status', key: 'status', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      ...row,
      dealerCode: row.dealerCode ?? '',
      dealerName: row.dealerName ?? '',
      receivedAt: centralTime(row.receivedAt),
      processedAt: row.processedAt ? centralTime(row.processedAt) : null,
    });
  }
  sheet.autoFilter = { from: 'A1', to: 'I1' };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
