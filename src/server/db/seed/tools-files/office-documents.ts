import ExcelJS from 'exceljs';
import JSZip from 'jszip';

const xmlText = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A minimal valid Word document (WordprocessingML): a heading and paragraphs. */
export async function wordDocument(title: string, paragraphs: readonly string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const paragraph = (text: string, bold = false) =>
    `<w:p><w:r>${bold ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : ''}<w:t xml:space="preserve">${xmlText(text)}</w:t></w:r></w:p>`;
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraph(title, true)}${paragraphs.map((text) => paragraph(text)).join('')}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** An Excel workbook: the monthly results template with a header row and one row per month. */
export async function spreadsheetDocument(title: string, months: readonly string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'SmartPortal';
  const sheet = workbook.addWorksheet(title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
  sheet.columns = [
    { header: 'Month', key: 'month', width: 14 },
    { header: 'Leads', key: 'leads', width: 10 },
    { header: 'Appointments', key: 'appointments', width: 14 },
    { header: 'Sales', key: 'sales', width: 10 },
    { header: 'Close rate', key: 'closeRate', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  months.forEach((month, index) => {
    const row = index + 2;
    sheet.addRow({ month, leads: null, appointments: null, sales: null });
    sheet.getCell(`E${row}`).value = { formula: `IF(B${row}>0,D${row}/B${row},"")` };
    sheet.getCell(`E${row}`).numFmt = '0.0%';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A zip of SVG images (the brand image library). */
export async function imageArchive(title: string, colours: readonly string[]): Promise<Buffer> {
  const zip = new JSZip();
  colours.forEach((colour, index) => {
    zip.file(
      `image-${index + 1}.svg`,
      `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="${colour}"/><text x="32" y="190" font-family="Helvetica, Arial, sans-serif" font-size="36" fill="#ffffff">${xmlText(title)}</text></svg>`,
    );
  });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
