/**
 * One compliance report as a printable PDF (pdfkit): the subject, the audit, the verdict and
 * every category with its score, verdict and comment. Used for the "download all" archive.
 */
import type { components } from '../../../api/generated/portal.ts';

type ComplianceReport = components['schemas']['ComplianceReport'];

const verdict = (value: boolean | null) => (value === null ? 'Undecided' : value ? 'Compliant' : 'Not compliant');

export async function reportPdf(report: ComplianceReport): Promise<Buffer> {
  // Loaded on first use: a server worker should not pay for it at start when most never need it.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: `Compliance report ${report.id}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const subject = report.kind === 'CRM' ? `CRM ${report.crmName ?? ''}` : `${report.dealerName ?? ''} (${report.dealerCode ?? ''})`;
    doc.fontSize(18).text(`${report.auditType} compliance report ${report.id}`);
    doc.moveDown(0.5).fontSize(11);
    doc.text(`${report.oemName}: ${subject}`);
    doc.text(`Audit date: ${report.auditDate}    Auditor: ${report.auditor}    Status: ${report.status}`);
    doc.text(`Overall score: ${report.overallScore === null ? '–' : `${report.overallScore}%`}    Verdict: ${verdict(report.compliant)}`);
    if (report.comments) doc.text(`Comments: ${report.comments}`);
    doc.moveDown();
    for (const category of report.categories) {
      doc.font('Helvetica-Bold').text(`${category.categoryName}${category.mandatory ? ' (mandatory)' : ''}`);
      doc.font('Helvetica').text(`Score: ${category.score ?? '–'} / ${category.maxScore}    ${verdict(category.compliant)}`);
      if (category.comment) doc.text(category.comment);
      doc.moveDown(0.5);
    }
    if (report.files.length > 0) {
      doc.moveDown().font('Helvetica-Bold').text('Attached files');
      doc.font('Helvetica');
      for (const file of report.files) doc.text(`${file.fileName} (${file.size} bytes)`);
    }
    doc.end();
  });
}
