/**
 * Providers' program sheets (business-areas §7 `dwc/addonOfferProvider/pdfUrl`): the portal
 * writes the sheet of a provider without a published one from its catalogue and serves it at a
 * signed address that only the packages area's calls hand out (dealers, dealer groups,
 * impersonating admins; 403 for editors and staff acting as nobody). The address opens a real
 * PDF inline with its name, for the dealer's OEM only, until it expires; nothing in the area
 * points at a host that does not exist.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { PROGRAM_SHEET_LINK_TTL_SECONDS } from '../../../src/server/handlers/packages/program-sheet.ts';
import { useTestServer } from '../../support/test-server.ts';

type ProviderPage = components['schemas']['ProviderInitialPageData'];

const server = useTestServer();
const PAGE = '/api/portal/dwc/addonOfferProvider/providerInitialPageData';
const PDF_URL = '/api/portal/dwc/addonOfferProvider/pdfUrl';

async function honProvider() {
  const row = await server()
    .db.selectFrom('offerProviderOems')
    .innerJoin('offerProviders', 'offerProviders.id', 'offerProviderOems.offerProviderId')
    .select(['offerProviders.id', 'offerProviders.name'])
    .where('offerProviderOems.oemId', '=', 1)
    .orderBy('offerProviders.id')
    .executeTakeFirstOrThrow();
  return row;
}

describe('a provider’s program sheet', () => {
  it('is a PDF the portal serves inline under the provider’s name, at the signed address the provider page gives', async () => {
    const provider = await honProvider();
    const page = await server().as('dealer').get<ProviderPage>(PAGE, { query: { id: provider.id } });
    expect(page.status).toBe(200);
    const url = new URL(page.body.pdfUrl!);
    expect(url.origin).toBe(new URL(server().url).origin);
    expect(url.pathname).toBe(`/api/portal/dwc/addonOfferProvider/programSheet/${provider.id}`);
    expect(url.searchParams.get('oemId')).toBe('1');
    expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);

    // Opened without a token, as a new browser window does.
    const sheet = await server().get<Buffer>(url.pathname + url.search);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('application/pdf');
    expect(sheet.headers.get('content-disposition')).toMatch(new RegExp(`^inline; filename="${provider.name} - Honda program sheet\\.pdf"`));
    expect(sheet.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(sheet.body.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    // pdfkit keeps the document's title (its Info dictionary) as a string object of its own.
    expect(sheet.body.toString('latin1')).toContain(`(${provider.name} program sheet)`);
    expect(sheet.body.toString('latin1')).toMatch(/\/Type \/Page\b/);

    // getProviderPdfUrl names the same sheet.
    const pdf = await server().as('dealer').get<{ url: string }>(PDF_URL, { query: { id: provider.id } });
    expect(pdf.status).toBe(200);
    expect(new URL(pdf.body.url).pathname).toBe(url.pathname);
  });

  it('is handed out only to the packages area’s callers: a dealer, a dealer group, an admin acting as a dealer; not an editor or an admin acting as nobody', async () => {
    const provider = await honProvider();
    for (const client of [server().as('dealer'), server().as('group'), server().as('admin', { impersonate: 'dealer' })]) {
      const res = await client.get<{ url: string }>(PDF_URL, { query: { id: provider.id } });
      expect(res.status).toBe(200);
      const url = new URL(res.body.url);
      expect((await server().get(url.pathname + url.search)).status).toBe(200);
    }
    expect((await server().as('editor').get(PDF_URL, { query: { id: provider.id } })).status).toBe(403);
    expect((await server().as('admin').get(PDF_URL, { query: { id: provider.id } })).status).toBe(403);
    expect((await server().get(PDF_URL, { query: { id: provider.id } })).status).toBe(401);
  });

  it('refuses a forged, altered or expired address (404), and a sheet for an OEM the provider no longer serves', async () => {
    const provider = await honProvider();
    const page = await server().as('dealer').get<ProviderPage>(PAGE, { query: { id: provider.id } });
    const url = new URL(page.body.pdfUrl!);
    const altered = (name: string, value: string) => {
      const query = new URLSearchParams(url.search);
      query.set(name, value);
      return `${url.pathname}?${query}`;
    };
    expect((await server().get(altered('oemId', '2'))).status).toBe(404);
    expect((await server().get(altered('expires', String(Number(url.searchParams.get('expires')) + 1)))).status).toBe(404);
    expect((await server().get(altered('signature', '0'.repeat(64)))).status).toBe(404);
    const other = await server().db.selectFrom('offerProviders').select('id').where('id', '!=', provider.id).orderBy('id').executeTakeFirstOrThrow();
    expect((await server().get(`/api/portal/dwc/addonOfferProvider/programSheet/${other.id}${url.search}`)).status).toBe(404);
    expect((await server().get(altered('signature', 'not-hex'))).status).toBe(400);

    server().clock.advance((PROGRAM_SHEET_LINK_TTL_SECONDS + 60) * 1000);
    try {
      expect((await server().get(url.pathname + url.search)).status).toBe(404);
    } finally {
      server().clock.advance(-(PROGRAM_SHEET_LINK_TTL_SECONDS + 60) * 1000);
    }
  });

  it('leaves no address of a host that does not exist in the providers’ data', async () => {
    const rows = await server().db.selectFrom('offerProviders').select(['websiteUrl', 'pdfUrl', 'logoUrl']).execute();
    for (const row of rows) for (const value of Object.values(row)) expect(value ?? '').not.toMatch(/example\.(com|net|org)/);
  });
});
