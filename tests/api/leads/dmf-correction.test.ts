/**
 * Manual DMF Correction (settings/manualDMFCorrection), admins only: the feed's record and the
 * correction in force, "No mappings found" without a record, corrections saved with who made
 * them and field errors for bad input.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer } from '../../support/test-server.ts';
import { fieldsOf } from '../../support/field-errors.ts';

type DmfRecord = components['schemas']['DmfRecord'];
type DmfCorrectionResult = components['schemas']['DmfCorrectionResult'];

const server = useTestServer();

describe('GET /api/portal/manual-dmf-correction/filter', () => {
  it('answers the feed’s record of the dealer', async () => {
    const stored = await server()
      .db.selectFrom('dmfRecords')
      .innerJoin('dealers', 'dealers.id', 'dmfRecords.dealerId')
      .selectAll('dmfRecords')
      .where('dealers.code', '=', 'HON0010')
      .executeTakeFirstOrThrow();
    const res = await server().as('admin').get<DmfRecord>('/api/portal/manual-dmf-correction/filter', { query: { dealerCode: 'HON0010' } });
    expect(res.status).toBe(200);
    expect(res.body.received).toMatchObject({ name: stored.name, zip: stored.zip, phone: stored.phone });
  });

  it('answers 404 "No mappings found" for a dealer without a record, 403 to a dealer, 400 for a bad code', async () => {
    const dealer = await server().db.selectFrom('dealers').select('id').where('code', '=', 'HON0011').executeTakeFirstOrThrow();
    await server().db.deleteFrom('dmfRecords').where('dealerId', '=', dealer.id).execute();
    const none = await server().as('admin').get('/api/portal/manual-dmf-correction/filter', { query: { dealerCode: 'HON0011' } });
    expect(none.status).toBe(404);
    expect(none.text).toContain('No mappings found');
    expect((await server().as('dealer').get('/api/portal/manual-dmf-correction/filter', { query: { dealerCode: 'HON0001' } })).status).toBe(403);
    const bad = await server().as('admin').get('/api/portal/manual-dmf-correction/filter', { query: { dealerCode: '' } });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['query.dealerCode']);
  });
});

describe('POST /api/portal/manual-dmf-correction/save', () => {
  it('saves a correction with who made it, shown as the correction in force', async () => {
    const res = await server()
      .as('admin')
      .post<DmfCorrectionResult>('/api/portal/manual-dmf-correction/save', {
        json: { dealerCode: 'HON0012', name: 'Honda of Springfield', zip: '62704', phone: '217-5550123', reason: 'Name per franchise agreement.' },
      });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Saved Successfully');
    expect(res.body.record.corrected).toMatchObject({ name: 'Honda of Springfield', zip: '62704', phone: '217-5550123', city: null });
    expect(res.body.record).toMatchObject({ lastCorrectedBy: 'admin', lastCorrectionReason: 'Name per franchise agreement.' });
  });

  it('answers 400 with every bad field and saves nothing', async () => {
    const dealer = await server().db.selectFrom('dealers').select('id').where('code', '=', 'HON0013').executeTakeFirstOrThrow();
    const before = await server().db.selectFrom('dmfCorrections').select('id').where('dealerId', '=', dealer.id).execute();
    const res = await server()
      .as('admin')
      .post('/api/portal/manual-dmf-correction/save', { json: { dealerCode: 'HON0013', zip: 'ABCDE', phone: '12', latitude: 91, reason: 'x'.repeat(255) } });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['latitude', 'phone', 'reason', 'zip']);
    const saved = await server().db.selectFrom('dmfCorrections').select('id').where('dealerId', '=', dealer.id).execute();
    expect(saved).toEqual(before);
  });

  it('refuses a dealer user (403)', async () => {
    const res = await server().as('dealer').post('/api/portal/manual-dmf-correction/save', { json: { dealerCode: 'HON0001', reason: 'x' } });
    expect(res.status).toBe(403);
  });
});
