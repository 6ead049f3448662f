/**
 * Saved views (issue #21, openapi/paths/savedViews.yaml): a user's named filters, sort and
 * columns per screen, stored by the server. Each user sees and deletes only their own views;
 * a name is trimmed, not blank, and unique per user and screen without case (saving again
 * replaces); bad input is a 400 with field errors and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer, type DemoLogin } from '../../support/test-server.ts';

type SavedView = components['schemas']['SavedView'];
type SavedViewInput = components['schemas']['SavedViewInput'];

const server = useTestServer();
const PATH = '/api/portal/savedViews';
const SCREEN = 'manageEnrollments';

const honda: SavedViewInput = {
  screenId: SCREEN,
  name: 'Active Honda dealers',
  state: {
    filters: { programId: -1, statuses: ['ACTIVE'], dealer: 'Honda' },
    sort: { column: 'dealerCode', direction: 'desc' },
    hiddenColumns: ['district', 'addons'],
    columnWidths: { dealerName: 320 },
    density: 'compact',
    pageSize: 50,
  },
};

const list = async (user: DemoLogin, screenId = SCREEN) => {
  const res = await server().as(user).get<SavedView[]>(PATH, { query: { screenId } });
  expect(res.status).toBe(200);
  return res.body;
};
// A view on success, field errors on a 400.
const save = (user: DemoLogin, view: unknown) => server().as(user).post<SavedView & { errors: Array<{ field: string }> }>(PATH, { json: view });
const countOf = async () => Number((await server().db.selectFrom('savedViews').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('saved views', () => {
  it('saves a view for the caller and lists it back, for that screen and that user only', async () => {
    const saved = await save('admin', honda);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ screenId: SCREEN, name: 'Active Honda dealers', state: honda.state });
    expect(new Date(saved.body.updatedAt).getTime()).not.toBeNaN();

    expect(await list('admin')).toEqual([saved.body]);
    expect(await list('admin', 'downloadManagerData')).toEqual([]);
    expect(await list('oem')).toEqual([]);
  });

  it('lists by name without case, and saving under an existing name (trimmed, any case) replaces that view', async () => {
    const zeta = await save('oem', { ...honda, name: 'zeta' });
    const alpha = await save('oem', { ...honda, name: 'Alpha' });
    expect((await list('oem')).map((view) => view.name)).toEqual(['Alpha', 'zeta']);

    const replaced = await save('oem', { screenId: SCREEN, name: '  ZETA ', state: { filters: { dealer: 'Acura' } } });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: zeta.body.id, name: 'ZETA', state: { filters: { dealer: 'Acura' } } });
    const views = await list('oem');
    expect(views.map((view) => [view.id, view.name])).toEqual([
      [alpha.body.id, 'Alpha'],
      [zeta.body.id, 'ZETA'],
    ]);
    expect(views[1]!.state).toEqual({ filters: { dealer: 'Acura' } });
  });

  it('refuses a blank or too long name, a bad screen id and a malformed state with field errors, and stores nothing', async () => {
    const before = await countOf();
    const cases: Array<[unknown, string]> = [
      [{ ...honda, name: '   ' }, 'name'],
      [{ ...honda, name: '' }, 'name'],
      [{ ...honda, name: 'x'.repeat(81) }, 'name'],
      [{ ...honda, screenId: '../etc' }, 'screenId'],
      [{ ...honda, state: { ...honda.state, columnWidths: { dealerName: 10 } } }, 'state.columnWidths.dealerName'],
      [{ ...honda, state: { ...honda.state, density: 'cozy' } }, 'state.density'],
      [{ ...honda, state: { ...honda.state, script: '<b>' } }, 'state.script'],
      [{ screenId: SCREEN, state: {} }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await save('dealer', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.map((error: { field: string }) => error.field), JSON.stringify(body)).toContain(field);
    }
    const blank = await save('dealer', { ...honda, name: '   ' });
    expect(blank.body.errors).toEqual([{ field: 'name', messageKey: 'REQUIRED_FIELD', message: 'This field is required.' }]);
    expect(await countOf()).toBe(before);
    expect(await list('dealer')).toEqual([]);
  });

  it('refuses a list without a valid screen id', async () => {
    expect((await server().as('dealer').get(PATH)).status).toBe(400);
    expect((await server().as('dealer').get(PATH, { query: { screenId: 'Not A Screen' } })).status).toBe(400);
  });

  it('deletes only the caller’s own views: another user’s view is not found and stays', async () => {
    const mine = await save('group', { ...honda, name: 'Mine' });
    const theirs = await save('dealer.acura', { ...honda, name: 'Theirs' });

    const refused = await server().as('group').delete(`${PATH}/${theirs.body.id}`);
    expect(refused.status).toBe(404);
    expect((await list('dealer.acura')).map((view) => view.id)).toEqual([theirs.body.id]);

    const deleted = await server().as('group').delete(`${PATH}/${mine.body.id}`);
    expect(deleted.status).toBe(204);
    expect(await list('group')).toEqual([]);
    expect((await server().as('group').delete(`${PATH}/${mine.body.id}`)).status).toBe(404);
  });

  it('keeps at most 50 views per user and screen', async () => {
    for (let index = 0; index < 50; index += 1) expect((await save('dealer.bmwca', { ...honda, name: `View ${index}` })).status).toBe(200);
    const refused = await save('dealer.bmwca', { ...honda, name: 'One too many' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'name', messageKey: 'SAVED_VIEW_LIMIT', message: 'At most 50 views can be saved for a screen; delete one first.' },
    ]);
    // Replacing an existing one is still allowed at the limit.
    expect((await save('dealer.bmwca', { ...honda, name: 'view 3', state: {} })).status).toBe(200);
    expect(await list('dealer.bmwca')).toHaveLength(50);
  });

  it('needs a signed-in caller', async () => {
    expect((await server().get(PATH, { query: { screenId: SCREEN } })).status).toBe(401);
    expect((await server().post(PATH, { json: honda })).status).toBe(401);
    expect((await server().delete(`${PATH}/1`)).status).toBe(401);
  });
});
