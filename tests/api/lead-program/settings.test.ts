/**
 * SmartLeads settings besides coverage (business-areas §5, §7): the overview in one call, lead
 * destinations (format required, e-mails valid and comma-separated, the spec's updated and
 * deleted messages), vehicle management ("Vehicle Management updated successfully.") and lead
 * sales per category ("Please select one Lead Provider or more.").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer } from '../../support/test-server.ts';
import { fieldsOf, messagesOf } from '../../support/field-errors.ts';
import { leadProgramOf } from './support.ts';

type LeadProgramSettings = components['schemas']['LeadProgramSettings'];
type LeadPreferences = components['schemas']['LeadPreferences'];
type LeadPreferencesResult = components['schemas']['LeadPreferencesResult'];
type VehicleManagement = components['schemas']['VehicleManagement'];
type VehicleManagementResult = components['schemas']['VehicleManagementResult'];
type LeadSalesResult = components['schemas']['LeadSalesResult'];

const server = useTestServer();
let programId: number;
const path = (part: string, dealerCode = 'HON0001') => `/api/portal/leadProgramSettings/${part}/${dealerCode}/${programId}`;

beforeAll(async () => {
  ({ programId } = await leadProgramOf(server().db, 'HON0001'));
});

describe('GET leadProgramSettings', () => {
  it('answers every part of the settings in one call', async () => {
    const res = await server().as('dealer').get<LeadProgramSettings>(`/api/portal/leadProgramSettings/HON0001/${programId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dealerCode: 'HON0001', programId });
    expect(res.body.budget?.currency).toBe('USD');
    expect(res.body.leadSales.map((setting) => setting.leadCategory)).toEqual(['NEW', 'CPO', 'USED']);
    expect(res.body.coverage.zipCodes.length).toBeGreaterThan(0);
    expect((await server().as('dealer').get(`/api/portal/leadProgramSettings/HON0003/${programId}`)).status).toBe(403);
  });
});

describe('lead destinations', () => {
  it('adds a destination with two e-mails, tidied, then changes it', async () => {
    const added = await server().as('dealer').post<LeadPreferencesResult>(path('savePreferences'), {
      json: { leadFormat: 'ADF_XML', emails: 'crm@hon0001.example.com ,sales@hon0001.example.com', leadTypes: ['NEW'] },
    });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Lead destination updated successfully.');
    const mine = added.body.leadDestinations.find((destination) => destination.emails === 'crm@hon0001.example.com, sales@hon0001.example.com')!;
    expect(mine).toMatchObject({ leadFormat: 'ADF_XML', leadTypes: ['NEW'] });
    const changed = await server().as('dealer').post<LeadPreferencesResult>(path('savePreferences'), {
      json: { id: mine.id, leadFormat: 'HTML', emails: 'crm@hon0001.example.com' },
    });
    expect(changed.body.leadDestinations.find((destination) => destination.id === mine.id)).toMatchObject({ leadFormat: 'HTML', leadTypes: [] });
    const read = await server().as('dealer').get<LeadPreferences>(path('preferences'));
    expect(read.body.leadDestinations).toEqual(changed.body.leadDestinations);
  });

  it('refuses an invalid e-mail among two, and a missing format, with the spec’s messages, and saves nothing', async () => {
    const before = await server().as('dealer').get<LeadPreferences>(path('preferences'));
    const res = await server().as('dealer').post(path('savePreferences'), { json: { emails: 'good@example.com, not-an-email' } });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['emails', 'leadFormat']);
    expect(messagesOf(res.body)).toContain('The email address does not appear to be valid.');
    const after = await server().as('dealer').get<LeadPreferences>(path('preferences'));
    expect(after.body).toEqual(before.body);
  });

  it('deletes a destination with the spec’s message, but never the last one of an active program', async () => {
    const { body } = await server().as('dealer').get<LeadPreferences>(path('preferences'));
    let destinations = body.leadDestinations;
    while (destinations.length > 1) {
      const res = await server().as('dealer').delete<LeadPreferencesResult>(path('deletePreferences'), { query: { id: destinations[0]!.id } });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Lead destination deleted successfully.');
      destinations = res.body.leadDestinations;
    }
    const last = await server().as('dealer').delete(path('deletePreferences'), { query: { id: destinations[0]!.id } });
    expect(last.status).toBe(409);
    expect((await server().as('dealer').get<LeadPreferences>(path('preferences'))).body.leadDestinations).toHaveLength(1);
  });

  it('answers 404 for another program’s destination and 403 for another dealer', async () => {
    const theirs = await server().db.selectFrom('leadDestinations').innerJoin('dealers', 'dealers.id', 'leadDestinations.dealerId').select('leadDestinations.id').where('dealers.code', '=', 'HON0004').executeTakeFirstOrThrow();
    expect((await server().as('dealer').post(path('savePreferences'), { json: { id: theirs.id, leadFormat: 'TEXT', emails: 'a@b.com' } })).status).toBe(404);
    expect((await server().as('dealer').delete(path('deletePreferences'), { query: { id: theirs.id } })).status).toBe(404);
    expect((await server().as('dealer').get(path('preferences', 'HON0004'))).status).toBe(403);
  });
});

describe('vehicle management', () => {
  it('lists the OEM’s models and saves accepted lead types and used-vehicle limits', async () => {
    const read = await server().as('dealer').get<VehicleManagement>(path('vehicleManagement'));
    expect(read.status).toBe(200);
    expect(read.body.models.length).toBeGreaterThan(0);
    const model = read.body.models[0]!;
    const res = await server().as('dealer').post<VehicleManagementResult>(path('saveVehicleManagement'), {
      json: { models: [{ modelId: model.modelId, leadTypes: ['CPO'] }], usedVehicleCriteria: { minModelYear: 2018, maxMileage: 80000 } },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Vehicle Management updated successfully.');
    expect(res.body.vehicleManagement.models.find((m) => m.modelId === model.modelId)?.leadTypes).toEqual(['CPO']);
    expect(res.body.vehicleManagement.usedVehicleCriteria).toEqual({ minModelYear: 2018, maxMileage: 80000 });
    const others = read.body.models.slice(1);
    expect(res.body.vehicleManagement.models.slice(1)).toEqual(others);
  });

  it('answers 404 for a model of another OEM and 400 for a limit out of range, changing nothing', async () => {
    const acura = await server().db.selectFrom('vehicleModels').innerJoin('oems', 'oems.id', 'vehicleModels.oemId').select('vehicleModels.id').where('oems.id', '<>', 1).executeTakeFirstOrThrow();
    const before = await server().as('dealer').get<VehicleManagement>(path('vehicleManagement'));
    expect((await server().as('dealer').post(path('saveVehicleManagement'), { json: { models: [{ modelId: String(acura.id), leadTypes: [] }], usedVehicleCriteria: { minModelYear: null, maxMileage: null } } })).status).toBe(404);
    const bad = await server().as('dealer').post(path('saveVehicleManagement'), { json: { models: [], usedVehicleCriteria: { minModelYear: 1900, maxMileage: -1 } } });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['usedVehicleCriteria.maxMileage', 'usedVehicleCriteria.minModelYear']);
    expect((await server().as('dealer').get<VehicleManagement>(path('vehicleManagement'))).body).toEqual(before.body);
  });
});

describe('POST leadSales/{dealerCode}/{leadCategory}', () => {
  it('turns a category on with its providers', async () => {
    const sources = await server().db.selectFrom('leadSources').select('id').orderBy('id').limit(2).execute();
    const res = await server().as('dealer').post<LeadSalesResult>('/api/portal/leadProgramSettings/leadSales/HON0001/USED', {
      json: { programId, enabled: true, leadProviderIds: sources.map((source) => source.id).reverse() },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Saved Successfully');
    expect(res.body.leadSales).toMatchObject({ leadCategory: 'USED', enabled: true, leadProviderIds: sources.map((source) => source.id) });
  });

  it('refuses no provider with "Please select one Lead Provider or more." and an unknown one, changing nothing', async () => {
    const none = await server().as('dealer').post('/api/portal/leadProgramSettings/leadSales/HON0001/NEW', { json: { programId, enabled: true, leadProviderIds: [] } });
    expect(none.status).toBe(400);
    expect(messagesOf(none.body)).toEqual(['Please select one Lead Provider or more.']);
    const unknown = await server().as('dealer').post('/api/portal/leadProgramSettings/leadSales/HON0001/NEW', { json: { programId, enabled: true, leadProviderIds: [99999] } });
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown.body)).toEqual(['leadProviderIds.0']);
    expect((await server().as('dealer').post('/api/portal/leadProgramSettings/leadSales/HON0001/BOATS', { json: { programId, enabled: true, leadProviderIds: [1] } })).status).toBe(400);
  });
});
