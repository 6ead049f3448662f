import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkFolder, createCheckContext } from '../../../../scripts/check-schemas.ts';
import { checkScreen, type CheckContext } from '../../../../src/engine/definition/check/index.ts';
import { screenBlocks } from '../../../../src/engine/definition/index.ts';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';

const root = path.resolve(fileURLToPath(import.meta.url), '../../../../..');
const fixtures = path.join(root, 'tests/fixtures/screens');
const load = (name: string) => JSON.parse(readFileSync(path.join(fixtures, name), 'utf8')) as ScreenDefinition;

let ctx: CheckContext;
beforeAll(async () => {
  ctx = await createCheckContext();
}, 60_000);

describe('the QA check on good definitions', () => {
  it('passes the fixture screens, their OEM overlays and skins', () => {
    const { problems, set } = checkFolder(ctx, fixtures);
    expect(problems).toEqual([]);
    expect(set.screens.length).toBeGreaterThanOrEqual(7);
    expect(set.overlays.map((o) => `${o.oem}/${o.screenId}`).sort()).toEqual(['genesis/manageEnrollments', 'hyundaica/contactUs']);
    expect(set.skins.map((s) => s.oem).sort()).toEqual(['genesis', 'hyundaica']);
  });

  it('passes the repository (schemas/screens and oem-skins)', () => {
    expect(checkFolder(ctx).problems).toEqual([]);
  });

  it('uses every block kind in the fixtures', () => {
    const { set } = checkFolder(ctx, fixtures);
    const kinds = new Set(set.screens.flatMap((s) => screenBlocks(s.definition as ScreenDefinition).map((b) => b.block.kind)));
    expect([...kinds].sort()).toEqual(['actions', 'chart', 'content', 'detail', 'filters', 'form', 'modal', 'table', 'wizard']);
  });

  it('checks a nested body: the profile form lands in contactDetails of updateProfileInformation', () => {
    const profile = load('manageProfile.json');
    expect(checkScreen(profile, ctx)).toEqual([]);
    const block = profile.blocks.contactDetails;
    if (block?.kind !== 'form') throw new Error('fixture changed');
    const flat = { ...profile, blocks: { contactDetails: { ...block, submit: { ...block.submit, body: '$form' } } } };
    const messages = checkScreen(flat, ctx).map((issue) => issue.message);
    expect(messages).toContain('form field "title" is not a field of the request body of updateProfileInformation (ProfileInformationUpdate)');
  });

  it('accepts a required body field produced through a transient-driven skippable step only when the body does not require it', () => {
    const contact = load('contactUs.json');
    expect(checkScreen(contact, ctx)).toEqual([]);
    const wizard = contact.blocks.message;
    if (wizard?.kind !== 'wizard') throw new Error('fixture changed');
    const asSent = { ...contact, blocks: { ...contact.blocks, message: { ...wizard, transient: [] } } };
    expect(checkScreen(asSent, ctx).map((i) => i.message)).toContain(
      'form field "callMeBack" is not a field of the request body of sendContactUsMessage (ContactUsRequest)',
    );
  });
  describe('fixed-length lists (prefixItems)', () => {
    /** A form that sends two lead providers, position by position, as searchPreleads' leadProviderIds. */
    const pairOf = (second: Record<string, unknown>) =>
      ({
        id: 'preleadPair',
        route: 'preLead',
        title: 'LEADS_PAGE_PRELEAD',
        blocks: {
          pair: {
            kind: 'form',
            schema: {
              type: 'object',
              required: ['leadProviderIds'],
              properties: {
                leadProviderIds: {
                  type: 'array',
                  title: 'LEADS_FIELD_LEAD_PROVIDERS',
                  minItems: 2,
                  prefixItems: [{ type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, title: 'LEADS_FIELD_LEAD_PROVIDERS' }, second],
                  items: false,
                },
              },
            },
            submit: { operationId: 'searchPreleads', body: '$form' },
          },
        },
      }) as unknown as ScreenDefinition;

    it('accepts the positions, each checked against what the body takes there', () => {
      expect(checkScreen(pairOf({ type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647, title: 'LEADS_FIELD_DEALER_CODE' }), ctx)).toEqual([]);
    });

    it('refuses a position the body would refuse, at that position', () => {
      expect(checkScreen(pairOf({ type: 'string', title: 'LEADS_FIELD_DEALER_CODE' }), ctx)).toContainEqual(
        expect.objectContaining({
          pointer: '/blocks/pair/schema/properties/leadProviderIds/prefixItems/1',
          message: expect.stringContaining('position 1 of form field "leadProviderIds" is string, but items of the request body of searchPreleads'),
        }),
      );
    });

    it('still refuses a draft-07 items list, saying what to write instead', () => {
      const screen = pairOf({ type: 'integer' }) as unknown as { blocks: { pair: { schema: { properties: { leadProviderIds: Record<string, unknown> } } } } };
      const field = screen.blocks.pair.schema.properties.leadProviderIds;
      field.items = field.prefixItems;
      delete field.prefixItems;
      expect(checkScreen(screen as unknown as ScreenDefinition, ctx).map((issue) => issue.message)).toContainEqual(
        expect.stringContaining('write the positions as "prefixItems"'),
      );
    });
  });
});
