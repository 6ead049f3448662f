import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { en, fr } from '../../../../src/i18n/catalogues.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const skinsDir = path.join(root, 'oem-skins');
const REQUIRED_SKINS = ['honda', 'acura', 'infiniti', 'genesis', 'bmwca', 'hyundai', 'hyundaica', 'default'];

const schema = JSON.parse(readFileSync(path.join(root, 'schemas/meta/skin.schema.json'), 'utf8')) as object;
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
const validate = ajv.compile(schema);

const skinFolders = readdirSync(skinsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(skinsDir, entry.name, 'skin.json')))
  .map((entry) => entry.name);

function read(name: string): Record<string, any> {
  return JSON.parse(readFileSync(path.join(skinsDir, name, 'skin.json'), 'utf8')) as Record<string, any>;
}

describe('oem-skins/<oem>/skin.json', () => {
  it('has a skin for every manufacturer of the spec and a default', () => {
    expect(skinFolders).toEqual(expect.arrayContaining(REQUIRED_SKINS));
  });

  it.each(skinFolders)('%s is valid against schemas/meta/skin.schema.json', (name) => {
    const valid = validate(read(name));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it.each(skinFolders)('%s names its own folder and ships every asset it refers to', (name) => {
    const skin = read(name);
    expect(skin.oem).toBe(name);
    const assets: string[] = [skin.logos.header.src, ...(skin.logos.favicon ? [skin.logos.favicon.src] : []), ...(skin.hero?.images ?? []).map((image: { src: string }) => image.src)];
    if (skin.hero?.videoUrl) assets.push(skin.hero.videoUrl);
    for (const asset of assets.filter((src) => !/^https?:/.test(src))) {
      expect(existsSync(path.join(skinsDir, name, asset)), `${name}/${asset}`).toBe(true);
    }
  });

  it.each(skinFolders)('%s uses only i18n keys that exist in both catalogues', (name) => {
    const skin = read(name);
    const keys = [
      ...Object.entries(skin.labels ?? {}).flat(),
      ...(skin.hero?.images ?? []).map((image: { alt: string }) => image.alt).filter((alt: string) => /^[A-Z][A-Z0-9_]+$/.test(alt)),
    ] as string[];
    for (const key of keys) {
      expect(Object.hasOwn(en, key), `en.json ${key}`).toBe(true);
      expect(Object.hasOwn(fr, key), `fr.json ${key}`).toBe(true);
    }
  });

  it('gives Honda and Acura a closable hero video and the enrollment link, the others a carousel', () => {
    for (const name of ['honda', 'acura']) {
      const skin = read(name);
      expect(skin.flags).toMatchObject({ heroVideo: true, enrollmentLink: true });
      expect(skin.hero).toMatchObject({ closable: true });
      expect(skin.hero.videoUrl).toBeTruthy();
    }
    for (const name of REQUIRED_SKINS.filter((skin) => skin !== 'honda' && skin !== 'acura')) {
      const skin = read(name);
      expect(skin.flags?.heroVideo ?? false).toBe(false);
      expect(skin.hero.images.length).toBeGreaterThan(1);
    }
  });

  it('turns contact confirmation off for Hyundai CA only', () => {
    for (const name of REQUIRED_SKINS) expect(read(name).flags?.contactConfirmation ?? true).toBe(name !== 'hyundaica');
  });

  it('rewords the settings menu for genesis', () => {
    expect(read('genesis').labels.MENU_SETTINGS).toBe('GENESIS_MENU_SETTINGS');
  });

  it('rejects a skin the schema does not allow (the check can fail)', () => {
    expect(validate({ ...read('honda'), hero: { images: [] } })).toBe(false);
    expect(validate({ ...read('default'), footer: { phone: '(888) 555-0100', email: 'not an email' } })).toBe(false);
  });
});
