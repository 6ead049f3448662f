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
});
