/**
 * Compliance audit records (business-areas §7 "Compliance": report/search, prepareCreate,
 * prepareCrmComplianceCreate, create, update, uploadFile, removeFile, view): prepared from the
 * categories of the audit type and OEM, scored, saved as a draft, completed; evidence files
 * checked by type and size, served with Content-Disposition and removed with their record; a
 * dealer sees only its own audits.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer, type DemoLogin } from '../../support/test-server.ts';
import { fieldsOf, messagesOf } from '../../support/field-errors.ts';

type Draft = components['schemas']['ComplianceReportDraft'];
type Report = components['schemas']['ComplianceReport'];
type ReportPage = components['schemas']['ComplianceReportPage'];
type ScorePage = components['schemas']['ComplianceScorePage'];
type ReportFile = components['schemas']['ReportFile'];
type FieldError = components['schemas']['FieldError'];

const server = useTestServer();

const prepare = (user: DemoLogin, dealerCode: string, auditType = 'DWCP') =>
  server().as(user).post<Draft>(`/api/portal/compliance/report/prepareCreate/${dealerCode}/${auditType}`);
const search = (user: DemoLogin, json: object, query: Record<string, string | number> = {}) =>
  server().as(user).post<ReportPage>('/api/portal/compliance/report/search', { json, query });
const view = (user: DemoLogin, id: number, query: Record<string, boolean> = {}) =>
  server().as(user).get<Report>(`/api/portal/compliance/report/view/${id}`, { query });

/** The draft's categories as the form sends them: each scored and decided. */
const scored = (draft: Draft, score = 90) =>
  draft.categories.map((category) => ({ categoryId: category.categoryId, score, compliant: score >= 70, comment: 'Checked' }));

async function createDraftReport(dealerCode = 'HON0002'): Promise<Report> {
  const draft = (await prepare('admin', dealerCode)).body;
  const res = await server()
    .as('admin')
    .post<Report>('/api/portal/compliance/report/create', {
      json: { kind: 'DEALER', auditType: 'DWCP', oemId: draft.oemId, dealerCode, auditDate: draft.auditDate, auditor: draft.auditor, categories: scored(draft).slice(0, 2), status: 'DRAFT' },
    });
  expect(res.status).toBe(201);
  return res.body;
}

function upload(reportId: number, name: string, type: string, content: Uint8Array<ArrayBuffer> | string) {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  return server().as('admin').post<ReportFile>(`/api/portal/compliance/report/uploadFile/${reportId}`, { multipart: form });
}

describe('prepareComplianceReport', () => {
  it('prepares every DWCP category of the dealer OEM, unscored, dated today in Central time, with the caller as auditor', async () => {
    const res = await prepare('admin', 'HON0001');
    expect(res.status).toBe(200);
    const categories = await server()
      .db.selectFrom('complianceCategories')
      .innerJoin('dealers', 'dealers.oemId', 'complianceCategories.oemId')
      .select('complianceCategories.name')
      .where('dealers.code', '=', 'HON0001')
      .where('complianceCategories.kind', '=', 'DEALER')
      .where('complianceCategories.auditType', '=', 'DWCP')
      .orderBy('complianceCategories.displayOrder')
      .execute();
    expect(res.body.categories.map((category) => category.categoryName)).toEqual(categories.map((category) => category.name));
    expect(res.body.categories.every((category) => category.score === null && category.compliant === null)).toBe(true);
    expect(res.body).toMatchObject({ kind: 'DEALER', auditType: 'DWCP', dealerCode: 'HON0001' });
    expect(res.body.auditDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('is for admins only, and answers 404 for an unknown dealer and 400 for an unknown audit type', async () => {
    expect((await prepare('oem', 'HON0001')).status).toBe(403);
    expect((await prepare('dealer', 'HON0001')).status).toBe(403);
    expect((await prepare('admin', 'NOPE999')).status).toBe(404);
    const bad = await prepare('admin', 'HON0001', 'XYZ');
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['path.auditType']);
  });

  it('prepares a CRM audit for an OEM', async () => {
    const res = await server().as('admin').post<Draft>('/api/portal/compliance/report/prepareCrmComplianceCreate/DWCP/1');
    expect(res.status).toBe(200);
    expect(res.body.kind).toBe('CRM');
    expect(res.body.categories.length).toBeGreaterThan(0);
  });
});

describe('createComplianceReport and updateComplianceReport', () => {
  it('stores a completed report with the score and verdict computed from the categories', async () => {
    const draft = (await prepare('admin', 'HON0003')).body;
    const categories = scored(draft, 80).map((category, index) => (index === 0 ? { ...category, score: 40, compliant: false } : category));
    const res = await server()
      .as('admin')
      .post<Report>('/api/portal/compliance/report/create', {
        json: { kind: 'DEALER', auditType: 'DWCP', oemId: draft.oemId, dealerCode: 'HON0003', auditDate: '2026-10-01', auditor: 'Ann Auditor', categories, status: 'COMPLETED' },
      });
    expect(res.status).toBe(201);
    const total = categories.reduce((sum, category) => sum + category.score, 0);
    const possible = draft.categories.reduce((sum, category) => sum + category.maxScore, 0);
    expect(res.body.overallScore).toBe(Math.round((total / possible) * 1000) / 10);
    // The first DWCP category is mandatory and failed.
    expect(draft.categories[0]!.mandatory).toBe(true);
    expect(res.body.compliant).toBe(false);
    expect(res.body.status).toBe('COMPLETED');
    const found = await search('admin', { reportId: res.body.id });
    expect(found.body.content.map((row) => row.id)).toEqual([res.body.id]);
  });

  it('refuses a completed report with an unscored category, a foreign category, a category twice, and a score above the maximum', async () => {
    const draft = (await prepare('admin', 'HON0003')).body;
    const base = { kind: 'DEALER', auditType: 'DWCP', oemId: draft.oemId, dealerCode: 'HON0003', auditDate: '2026-10-01', auditor: 'Ann' };
    const before = await server().db.selectFrom('complianceReports').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const categories = scored(draft);
    const unscored = await server().as('admin').post('/api/portal/compliance/report/create', { json: { ...base, categories: categories.slice(1), status: 'COMPLETED' } });
    expect(unscored.status).toBe(400);
    expect(fieldsOf(unscored.body)).toEqual(['categories']);
    expect(messagesOf(unscored.body)[0]).toBe('Score and decide every category before completing the report.');
    const foreign = await server().as('admin').post('/api/portal/compliance/report/create', { json: { ...base, categories: [{ categoryId: 99999, score: 1 }], status: 'DRAFT' } });
    expect(fieldsOf(foreign.body)).toEqual(['categories.0.categoryId']);
    const twice = await server().as('admin').post('/api/portal/compliance/report/create', { json: { ...base, categories: [categories[0], categories[0]], status: 'DRAFT' } });
    expect(fieldsOf(twice.body)).toEqual(['categories.1.categoryId']);
    const above = await server().as('admin').post('/api/portal/compliance/report/create', { json: { ...base, categories: [{ ...categories[0]!, score: 101 }], status: 'DRAFT' } });
    expect(above.status).toBe(400);
    expect(fieldsOf(above.body)).toEqual(['categories.0.score']);
    const shape = await server().as('admin').post('/api/portal/compliance/report/create', { json: { ...base, auditor: '', categories: [], status: 'DONE' } });
    expect(shape.status).toBe(400);
    expect(fieldsOf(shape.body)).toEqual(['auditor', 'categories', 'status']);
    const after = await server().db.selectFrom('complianceReports').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('updates a draft, completes it, and refuses further changes with 409', async () => {
    const report = await createDraftReport();
    expect(report.status).toBe('DRAFT');
    expect(report.compliant).toBeNull();
    const draft = (await prepare('admin', 'HON0002')).body;
    const update = { id: report.id, auditDate: report.auditDate, auditor: 'Bea Auditor', categories: scored(draft, 95), comments: 'All good', status: 'COMPLETED' };
    const res = await server().as('admin').post<Report>('/api/portal/compliance/report/update', { json: update });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'COMPLETED', compliant: true, overallScore: 95, auditor: 'Bea Auditor', comments: 'All good' });
    const again = await server().as('admin').post('/api/portal/compliance/report/update', { json: update });
    expect(again.status).toBe(409);
    expect((await server().as('admin').post('/api/portal/compliance/report/update', { json: { ...update, id: 999999 } })).status).toBe(404);
    expect((await server().as('oem').post('/api/portal/compliance/report/update', { json: update })).status).toBe(403);
  });
});

describe('evidence files', () => {
  it('attaches a file, serves it with Content-Disposition, lists it, and removes it', async () => {
    const report = await createDraftReport();
    const content = new TextEncoder().encode('dealer,score\nHON0002,95\n');
    const res = await upload(report.id, 'evidence sheet.csv', 'text/csv', content);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ fileName: 'evidence sheet.csv', contentType: 'text/csv', size: content.length, uploadedBy: 'admin' });
    expect((await view('admin', report.id)).body.files.map((file) => file.uuid)).toEqual([res.body.uuid]);

    const file = await server().as('admin').get(`/api/portal/compliance/report/file/${report.id}/${res.body.uuid}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('filename="evidence sheet.csv"');
    expect(file.text).toBe('dealer,score\nHON0002,95\n');

    const removed = await server().as('admin').post(`/api/portal/compliance/report/removeFile/${report.id}`, { query: { uuid: res.body.uuid } });
    expect(removed.status).toBe(200);
    expect((await view('admin', report.id)).body.files).toEqual([]);
    const again = await server().as('admin').post(`/api/portal/compliance/report/removeFile/${report.id}`, { query: { uuid: res.body.uuid } });
    expect(again.status).toBe(404);
  });

  it('refuses a missing file, another type and a file over 10 MB, with the spec texts, and stores nothing', async () => {
    const report = await createDraftReport();
    const empty = await upload(report.id, 'empty.pdf', 'application/pdf', new Uint8Array());
    expect(empty.status).toBe(400);
    expect(messagesOf(empty.body)).toEqual(['Please select a file.']);
    const script = await upload(report.id, 'run.exe', 'application/octet-stream', 'MZ');
    expect(messagesOf(script.body)).toEqual(['File type is not allowed. Allowed types: pdf, png, jpg, jpeg, xlsx, csv, docx.']);
    const disguised = await upload(report.id, 'photo.png', 'text/html', '<script>');
    expect(fieldsOf(disguised.body)).toEqual(['file']);
    const big = await upload(report.id, 'big.pdf', 'application/pdf', new Uint8Array(10 * 1024 * 1024 + 1));
    expect(big.status).toBe(400);
    expect(messagesOf(big.body)).toEqual(['File is larger than 10 MB.']);
    expect((await view('admin', report.id)).body.files).toEqual([]);
  });

  it('removes the files with their report, and refuses uploads to a completed report', async () => {
    const report = await createDraftReport();
    const file = await upload(report.id, 'shot.png', 'image/png', new Uint8Array([137, 80, 78, 71]));
    expect(file.status).toBe(201);
    await server().db.deleteFrom('complianceReports').where('id', '=', report.id).execute();
    expect(await server().db.selectFrom('complianceReportFiles').select('uuid').where('uuid', '=', file.body.uuid).execute()).toEqual([]);

    const completed = await server().db.selectFrom('complianceReports').select('id').where('status', '=', 'COMPLETED').limit(1).executeTakeFirstOrThrow();
    expect((await upload(completed.id, 'late.pdf', 'application/pdf', '%PDF')).status).toBe(409);
  });
});

describe('searchComplianceReports and getComplianceReport', () => {
  it('pages and sorts the audits, newest first by default', async () => {
    const first = await search('admin', { auditType: 'DWCP' }, { page: 0, size: 10 });
    expect(first.status).toBe(200);
    expect(first.body.content).toHaveLength(10);
    const dates = first.body.content.map((row) => row.auditDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await search('admin', { auditType: 'DWCP' }, { page: 1, size: 10 });
    expect(second.body.content.some((row) => first.body.content.some((other) => other.id === row.id))).toBe(false);
    const byScore = await search('admin', { auditType: 'DWCP', status: 'COMPLETED' }, { sort: 'overallScore,asc', size: 20 });
    const scores = byScore.body.content.map((row) => row.overallScore as number);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    const bad = await search('admin', { auditType: 'DWCP' }, { sort: 'password,asc' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['query.sort']);
    const badBody = await search('admin', { auditDateFrom: 'yesterday', scoreFrom: 140 });
    expect(fieldsOf(badBody.body)).toEqual(['auditDateFrom', 'scoreFrom']);
  });

  it('shows a dealer only its own audits, and no CRM audits', async () => {
    const own = await search('dealer', {}, { size: 100 });
    expect(own.status).toBe(200);
    expect(own.body.content.length).toBeGreaterThan(0);
    expect(new Set(own.body.content.map((row) => row.dealerCode))).toEqual(new Set(['HON0001']));
    expect((await search('dealer', { dealerCode: 'HON0002' })).status).toBe(403);
    const other = await search('admin', { dealerCode: 'HON0002' }, { size: 1 });
    const foreign = other.body.content[0]!.id;
    expect((await view('dealer', foreign)).status).toBe(403);
    expect((await view('dealer', own.body.content[0]!.id)).status).toBe(200);
    expect((await view('admin', 999999)).status).toBe(404);
  });

  it('keeps only the mandatory or the qualified categories when asked, with the overall verdict of the whole report', async () => {
    const row = (await search('admin', { status: 'COMPLETED', auditType: 'DWCP' }, { size: 1 })).body.content[0]!;
    const whole = (await view('admin', row.id)).body;
    const mandatory = (await view('admin', row.id, { mandatory: true })).body;
    const qualified = (await view('admin', row.id, { qualified: true })).body;
    expect(mandatory.categories.map((category) => category.categoryId)).toEqual(whole.categories.filter((category) => category.mandatory).map((category) => category.categoryId));
    expect(qualified.categories.map((category) => category.categoryId)).toEqual(whole.categories.filter((category) => category.compliant === true).map((category) => category.categoryId));
    expect(mandatory.overallScore).toBe(whole.overallScore);
  });
});

describe('searchComplianceScores', () => {
  it('counts and averages each dealer completed audits in the database, and shows a dealer only its own scores', async () => {
    const res = await server().as('admin').post<ScorePage>('/api/portal/compliance/scoresReport/search', { json: { auditType: 'DWCP', dealerCode: 'HON0005' } });
    expect(res.status).toBe(200);
    const audits = await server()
      .db.selectFrom('complianceReports')
      .innerJoin('dealers', 'dealers.id', 'complianceReports.dealerId')
      .select(['complianceReports.overallScore', 'complianceReports.auditDate', 'complianceReports.id'])
      .where('dealers.code', '=', 'HON0005')
      .where('complianceReports.auditType', '=', 'DWCP')
      .where('complianceReports.status', '=', 'COMPLETED')
      .orderBy('complianceReports.auditDate', 'desc')
      .orderBy('complianceReports.id', 'desc')
      .execute();
    if (audits.length === 0) {
      expect(res.body.content).toEqual([]);
    } else {
      const row = res.body.content[0]!;
      expect(row.auditCount).toBe(audits.length);
      expect(row.latestReportId).toBe(audits[0]!.id);
      const mean = audits.reduce((sum, audit) => sum + Number(audit.overallScore), 0) / audits.length;
      expect(row.averageScore).toBeCloseTo(Math.round(mean * 10) / 10, 5);
    }
    const own = await server().as('dealer').post<ScorePage>('/api/portal/compliance/scoresReport/search', { json: {} });
    expect(new Set(own.body.content.map((row) => row.dealerCode))).toEqual(new Set(['HON0001']));
    expect((await server().as('dealer').post('/api/portal/compliance/scoresReport/search', { json: { dealerCode: 'HON0002' } })).status).toBe(403);
  });
});
