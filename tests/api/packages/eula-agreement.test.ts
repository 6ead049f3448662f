/**
 * The End User License Agreement the package change dialog links (business-areas §3
 * `linkEULA`): the portal writes the dealer's current agreement from its catalogue (the OEM's
 * version and date, the providers it covers, the terms) in the caller's language and serves it
 * at a signed address that only the packages area's calls hand out (dealers, dealer groups,
 * impersonating admins; 403 for editors and staff acting as nobody). The address opens a real
 * PDF inline with its name, for that agreement and language only, until it expires.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { EULA_LINK_TTL_SECONDS } from '../../../src/server/handlers/packages/eula-document.ts';
import { useTestServer } from '../../support/test-server.ts';

type SubscriptionOptions = components['schemas']['SubscriptionOptions'];

const server = useTestServer();
const OPTIONS = '/api/portal/manageDealerPackages/subscriptionOptions';

/** The dealer's current agreement as stored: the newest of its OEM's. */
async function currentAgreementOf(dealerCode: string) {
  return server()
    .db.selectFrom('eulaDocuments')
    .innerJoin('dealers', 'dealers.oemId', 'eulaDocuments.oemId')
    .select(['eulaDocuments.id', 'eulaDocuments.version'])
    .where('dealers.code', '=', dealerCode)
    .orderBy('eulaDocuments.publishedAt', 'desc')
    .orderBy('eulaDocuments.id', 'desc')
    .executeTakeFirstOrThrow();
}

async function linkOf(client: ReturnType<ReturnType<typeof server>['as']>): Promise<URL> {
  const res = await client.get<SubscriptionOptions>(OPTIONS);
  expect(res.status).toBe(200);
  return new URL(res.body.linkEULA);
}

describe('the End User License Agreement', () => {
  it('is a PDF the portal serves inline, at the signed address the subscription options give', async () => {
    const agreement = await currentAgreementOf('HON0001');
    const url = await linkOf(server().as('dealer'));
    expect(url.origin).toBe(new URL(server().url).origin);
    expect(url.pathname).toBe(`/api/portal/dwc/eula/${agreement.id}`);
    expect(url.searchParams.get('language')).toBe('ENGLISH');
    expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);

    // Opened without a token, as a new browser window does.
    const file = await server().get<Buffer>(url.pathname + url.search);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(new RegExp(`^inline; filename="End User License Agreement - Honda ${agreement.version.replace('.', '\\.')}\\.pdf"`));
    expect(file.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.body.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    // pdfkit keeps the document's title (its Info dictionary) as a string object of its own.
    expect(file.body.toString('latin1')).toContain(`(End User License Agreement - Honda ${agreement.version})`);
    expect(file.body.toString('latin1')).toMatch(/\/Type \/Page\b/);
  });

  it('is written in the caller’s language when the catalogue has it (French)', async () => {
    await server().db.updateTable('users').set({ language: 'FRENCH' }).where('loginName', '=', 'dealer').execute();
    try {
      const url = await linkOf(server().as('dealer'));
      expect(url.searchParams.get('language')).toBe('FRENCH');
      const file = await server().get<Buffer>(url.pathname + url.search);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      // The French name travels in filename* (RFC 8187); the PDF's title in UTF-16 (pdfkit writes non-ASCII titles so).
      expect(decodeURIComponent(file.headers.get('content-disposition')!.split("filename*=UTF-8''")[1]!)).toMatch(/^Contrat de licence d’utilisateur final - Honda .+\.pdf$/);
    } finally {
      await server().db.updateTable('users').set({ language: 'ENGLISH' }).where('loginName', '=', 'dealer').execute();
    }
  });

  it('is handed out only to the packages area’s callers: a dealer, a dealer group, an admin acting as a dealer; not an editor or an admin acting as nobody', async () => {
    for (const client of [server().as('dealer'), server().as('group'), server().as('admin', { impersonate: 'dealer' })]) {
      const url = await linkOf(client);
      expect((await server().get(url.pathname + url.search)).status).toBe(200);
    }
    expect((await server().as('editor').get(OPTIONS)).status).toBe(403);
    expect((await server().as('admin').get(OPTIONS)).status).toBe(403);
    expect((await server().get(OPTIONS)).status).toBe(401);
  });

  it('refuses a forged, altered or expired address (404)', async () => {
    const url = await linkOf(server().as('dealer'));
    const altered = (name: string, value: string) => {
      const query = new URLSearchParams(url.search);
      query.set(name, value);
      return `${url.pathname}?${query}`;
    };
    expect((await server().get(altered('language', 'FRENCH'))).status).toBe(404);
    expect((await server().get(altered('expires', String(Number(url.searchParams.get('expires')) + 1)))).status).toBe(404);
    expect((await server().get(altered('signature', '0'.repeat(64)))).status).toBe(404);
    const other = await server().db.selectFrom('eulaDocuments').select('id').where('id', '!=', Number(url.pathname.split('/').pop())).orderBy('id').executeTakeFirstOrThrow();
    expect((await server().get(`/api/portal/dwc/eula/${other.id}${url.search}`)).status).toBe(404);
    expect((await server().get(altered('signature', 'not-hex'))).status).toBe(400);
    expect((await server().get(altered('language', 'KLINGON'))).status).toBe(400);

    server().clock.advance((EULA_LINK_TTL_SECONDS + 60) * 1000);
    try {
      expect((await server().get(url.pathname + url.search)).status).toBe(404);
    } finally {
      server().clock.advance(-(EULA_LINK_TTL_SECONDS + 60) * 1000);
    }
  });
});
