/**
 * The studio's server (issue #18, openapi/paths/studio.yaml): who may read and change screen
 * configs, numbered versions and the refusal of a save based on a stale one, publishing refused
 * by the QA check of `npm run check:schemas` with each problem's pointer, a publication served to
 * every signed-in user, and rollbacks to an earlier version and to the built-in file.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer, type DemoLogin } from '../../support/test-server.ts';

type StudioScreen = components['schemas']['StudioScreen'];
type StudioConfig = components['schemas']['StudioConfig'];
type StudioVersion = components['schemas']['StudioVersion'];
type StudioPublication = components['schemas']['StudioPublication'];
type PublishedScreenConfig = components['schemas']['PublishedScreenConfig'];
type Refusal = components['schemas']['StudioPublishRefusal'];
type ErrorBody = components['schemas']['Error'];

const server = useTestServer();
const LAYER = (screenId: string, layer: string) => `/api/portal/studio/screens/${screenId}/layers/${layer}`;
const builtIn = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
const MANAGE = builtIn('schemas/screens/enrollments/manageEnrollments.json');

const save = (user: DemoLogin, screenId: string, layer: string, basedOn: number, source: string, comment = '') =>
  server().as(user).post<StudioVersion & Refusal & ErrorBody>(`${LAYER(screenId, layer)}/versions`, { json: { basedOn, source, comment } });
const publish = (user: DemoLogin, screenId: string, layer: string, version: number, comment = '') =>
  server().as(user).post<StudioPublication & Refusal>(`${LAYER(screenId, layer)}/publish`, { json: { version, comment } });
const rollback = (user: DemoLogin, screenId: string, layer: string, version: number, comment = '') =>
  server().as(user).post<StudioPublication & Refusal>(`${LAYER(screenId, layer)}/rollback`, { json: { version, comment } });
const published = async (user: DemoLogin = 'dealer') => {
  const res = await server().as(user).get<PublishedScreenConfig[]>('/api/portal/screen-configs/published');
  expect(res.status).toBe(200);
  return res.body;
};
const withTitle = (source: string, title: string) => JSON.stringify({ ...(JSON.parse(source) as object), title }, null, 2);

describe('studio roles', () => {
  it('lets QA and product staff read, and refuses the dealer and the CMS editor', async () => {
    for (const user of ['studio', 'qa'] as const) {
      const list = await server().as(user).get<StudioScreen[]>('/api/portal/studio/screens');
      expect(list.status).toBe(200);
      const manage = list.body.find((s) => s.screenId === 'manageEnrollments');
      expect(manage).toMatchObject({ area: 'enrollments', route: 'manageEnrollments', file: 'schemas/screens/enrollments/manageEnrollments.json' });
      expect(manage?.layers.find((l) => l.layer === 'genesis')).toEqual({ layer: 'genesis', builtIn: true, publishedVersion: 0, latestVersion: 0 });
      expect(manage?.layers.find((l) => l.layer === 'honda')?.builtIn).toBe(false);
      expect(manage?.qa).toHaveLength(7);
      expect(manage?.qa.every((q) => q.errors === 0)).toBe(true);
      const config = await server().as(user).get<StudioConfig>(LAYER('manageEnrollments', 'base'));
      expect(config.status).toBe(200);
      expect(config.body.builtInSource).toBe(MANAGE);
    }
    for (const user of ['dealer', 'editor', 'admin'] as const) {
      expect((await server().as(user).get('/api/portal/studio/screens')).status).toBe(403);
      expect((await server().as(user).get(LAYER('manageEnrollments', 'base'))).status).toBe(403);
    }
  });

  it('lets only product staff save, publish and roll back', async () => {
    for (const user of ['dealer', 'editor', 'qa', 'admin'] as const) {
      expect((await save(user, 'viewLeads', 'base', 0, builtIn('schemas/screens/leads/viewLeads.json'))).status).toBe(403);
      expect((await publish(user, 'viewLeads', 'base', 1)).status).toBe(403);
      expect((await rollback(user, 'viewLeads', 'base', 0)).status).toBe(403);
    }
    const count = await server().db.selectFrom('screenConfigVersions').select((eb) => eb.fn.countAll().as('n')).where('screenId', '=', 'viewLeads').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe('studio versions', () => {
  it('numbers saved versions and records who saved them, when and why', async () => {
    const source = builtIn('schemas/screens/tools/contactUs.json');
    const first = await save('studio', 'contactUs', 'base', 0, source, 'first');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ screenId: 'contactUs', layer: 'base', version: 1, basedOn: 0, comment: 'first', source, published: false, served: false });
    expect(first.body.savedBy).toEqual({ loginName: 'studio', userName: 'Priya Product', impersonatorLogin: null });
    const second = await save('studio', 'contactUs', 'base', 1, withTitle(source, 'PAGE_CONTACT_US'), 'second');
    expect(second.body.version).toBe(2);
    const config = await server().as('qa').get<StudioConfig>(LAYER('contactUs', 'base'));
    expect(config.body.latestVersion).toBe(2);
    expect(config.body.publishedVersion).toBe(0);
    expect(config.body.versions.map((v) => [v.version, v.basedOn, v.comment])).toEqual([[2, 1, 'second'], [1, 0, 'first']]);
    const one = await server().as('qa').get<StudioVersion>(`${LAYER('contactUs', 'base')}/versions/1`);
    expect(one.body.source).toBe(source);
    expect((await server().as('qa').get(`${LAYER('contactUs', 'base')}/versions/3`)).status).toBe(404);
  });

  it('refuses a save based on a stale version, naming who saved the newer one', async () => {
    const source = builtIn('schemas/screens/tools/resources.json');
    expect((await save('studio', 'resources', 'base', 0, source, 'mine')).status).toBe(201);
    const late = await save('studio', 'resources', 'base', 0, withTitle(source, 'X'), 'theirs');
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/Priya Product \(studio\) saved version 1 at \d{4}-\d\d-\d\dT/);
    const config = await server().as('studio').get<StudioConfig>(LAYER('resources', 'base'));
    expect(config.body.versions.map((v) => v.comment)).toEqual(['mine']);
  });

  it('refuses text that is not JSON with a field error, and saves nothing', async () => {
    const res = await save('studio', 'privacy', 'base', 0, '{"id": "privacy",');
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.field).toBe('source');
    const overlay = await save('studio', 'privacy', 'honda', 0, '[1]');
    expect(overlay.status).toBe(400);
    expect((await server().as('studio').get<StudioConfig>(LAYER('privacy', 'base'))).body.latestVersion).toBe(0);
  });
});

describe('studio publishing', () => {
  it('refuses a publish while the QA check finds an error, with its pointer', async () => {
    const broken = MANAGE.replace('"operationId": "searchEnrollments"', '"operationId": "searchEnrolments"');
    expect(broken).not.toBe(MANAGE);
    const draft = await save('studio', 'manageEnrollments', 'base', 0, broken, 'typo');
    expect(draft.status).toBe(201);
    const refused = await publish('studio', 'manageEnrollments', 'base', 1);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]?.field).toBe('version');
    const problem = refused.body.problems?.find((p) => p.message.includes('searchEnrolments'));
    expect(problem).toMatchObject({ oem: 'base', file: 'schemas/screens/enrollments/manageEnrollments.json' });
    expect(problem?.pointer).toMatch(/^\/blocks\/enrollments/);
    // The genesis overlay is served merged onto the broken definition: its result fails too.
    expect(refused.body.problems?.some((p) => p.oem === 'genesis')).toBe(true);
    expect(await published()).toEqual([]);
    const list = await server().as('qa').get<StudioScreen[]>('/api/portal/studio/screens');
    expect(list.body.find((s) => s.screenId === 'manageEnrollments')?.layers[0]).toMatchObject({ publishedVersion: 0, latestVersion: 1 });
  });

  it('serves a published version to every signed-in user, then rolls back to an earlier one and to the built-in file', async () => {
    const source = builtIn('schemas/screens/tools/video.json');
    const v1 = withTitle(source, 'PAGE_CONTACT_US');
    const v2 = withTitle(source, 'PAGE_MANAGE_ENROLLMENTS');
    expect((await save('studio', 'video', 'base', 0, v1, 'one')).status).toBe(201);
    expect((await save('studio', 'video', 'base', 1, v2, 'two')).status).toBe(201);

    const first = await publish('studio', 'video', 'base', 1, 'ship one');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ screenId: 'video', layer: 'base', action: 'publish', version: 1, comment: 'ship one', publishedBy: { loginName: 'studio' } });
    expect((await publish('studio', 'video', 'base', 2, 'ship two')).status).toBe(200);
    const served = (await published('dealer')).find((c) => c.screenId === 'video');
    expect(served).toMatchObject({ layer: 'base', version: 2, definition: { id: 'video', title: 'PAGE_MANAGE_ENROLLMENTS' } });

    const back = await rollback('studio', 'video', 'base', 1, 'two was wrong');
    expect(back.body).toMatchObject({ action: 'rollback', version: 1, comment: 'two was wrong' });
    expect((await published('admin')).find((c) => c.screenId === 'video')).toMatchObject({ version: 1, definition: { title: 'PAGE_CONTACT_US' } });
    const config = await server().as('qa').get<StudioConfig>(LAYER('video', 'base'));
    expect(config.body).toMatchObject({ publishedVersion: 1, publishedSource: v1, latestVersion: 2 });
    expect(config.body.versions.map((v) => [v.version, v.published, v.served])).toEqual([[2, true, false], [1, true, true]]);
    expect(config.body.publications.map((p) => [p.action, p.version])).toEqual([['rollback', 1], ['publish', 2], ['publish', 1]]);

    expect((await rollback('studio', 'video', 'base', 0, 'built-in again')).status).toBe(200);
    expect((await published()).find((c) => c.screenId === 'video')).toBeUndefined();
    expect((await server().as('qa').get<StudioConfig>(LAYER('video', 'base'))).body).toMatchObject({ publishedVersion: 0, publishedSource: source });
  });

  it('refuses to publish or roll back to a version that does not exist', async () => {
    expect((await publish('studio', 'payloadLookup', 'base', 4)).status).toBe(404);
    expect((await rollback('studio', 'payloadLookup', 'base', 4)).status).toBe(404);
    expect((await publish('studio', 'noSuchScreen', 'base', 1)).status).toBe(404);
  });

  it('follows a published route: the screen list names it, the old route is free, and a route taken by another screen is refused', async () => {
    const privacy = builtIn('schemas/screens/tools/privacy.json');
    const moved = JSON.stringify({ ...(JSON.parse(privacy) as object), route: 'newsmartanalytics' }, null, 2);
    expect((await save('studio', 'privacy', 'base', 0, moved, 'own page')).status).toBe(201);
    expect((await publish('studio', 'privacy', 'base', 1)).status).toBe(200);
    const list = await server().as('qa').get<StudioScreen[]>('/api/portal/studio/screens');
    expect(list.body.find((s) => s.screenId === 'privacy')?.route).toBe('newsmartanalytics');
    expect((await published()).find((c) => c.screenId === 'privacy')?.definition).toMatchObject({ route: 'newsmartanalytics' });

    // Another screen onto the published route: refused, naming the screen served there.
    const digital = builtIn('schemas/screens/tools/digitalCertification.json');
    const onto = (route: string) => JSON.stringify({ ...(JSON.parse(digital) as object), route }, null, 2);
    expect((await save('studio', 'digitalCertification', 'base', 0, onto('newsmartanalytics'))).status).toBe(201);
    const taken = await publish('studio', 'digitalCertification', 'base', 1);
    expect(taken.status).toBe(400);
    expect(taken.body.errors[0]).toMatchObject({ field: 'version' });
    expect(taken.body.errors[0]?.message).toContain('Route "newsmartanalytics" already shows the screen privacy');
    // The route privacy's file names is free once privacy serves another one.
    expect((await save('studio', 'digitalCertification', 'base', 1, onto('privacy'))).status).toBe(201);
    expect((await publish('studio', 'digitalCertification', 'base', 2)).status).toBe(200);
    const after = await server().as('qa').get<StudioScreen[]>('/api/portal/studio/screens');
    expect(after.body.find((s) => s.screenId === 'digitalCertification')?.route).toBe('privacy');
  });
});
