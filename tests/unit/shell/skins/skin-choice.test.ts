import { describe, expect, it } from 'vitest';
import { skinByName, skinNames } from '../../../../src/shell/skins/skin-catalogue.ts';
import { chooseSkinName, forgetSkinName, saveSkinName, SAVED_SKIN_NAME_KEY } from '../../../../src/shell/skins/skin-name.ts';
import { createSkinTheme } from '../../../../src/shell/skins/skin-theme.ts';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

const impersonator = { login: 'admin', role: 'admin', belongsToCmsEditorGroup: false };

describe('choosing the skin (portal-shell §1, §4.4)', () => {
  it("uses the user's oemSkinName, and the default skin signed out", () => {
    expect(chooseSkinName({ oemSkinName: 'genesis' }, memoryStorage())).toBe('genesis');
    expect(chooseSkinName(undefined, memoryStorage())).toBe('default');
  });

  it('uses the saved skin name while impersonating, and only then', () => {
    const storage = memoryStorage();
    saveSkinName(storage, 'acura');
    expect(storage.getItem(SAVED_SKIN_NAME_KEY)).toBe('acura');
    expect(chooseSkinName({ oemSkinName: 'honda', impersonator }, storage)).toBe('acura');
    expect(chooseSkinName({ oemSkinName: 'honda' }, storage)).toBe('honda');
    forgetSkinName(storage);
    expect(chooseSkinName({ oemSkinName: 'honda', impersonator }, storage)).toBe('honda');
  });

  it('falls back to the default skin for a name without a folder, and matches names loosely', () => {
    expect(skinByName('maserati').name).toBe('default');
    expect(skinByName('BMW CA').name).toBe('bmwca');
    expect(skinNames()).toEqual(expect.arrayContaining(['honda', 'acura', 'infiniti', 'genesis', 'bmwca', 'hyundai', 'hyundaica', 'default']));
  });
});

describe('skins as the shell uses them', () => {
  it('gives product cards 110 px for BMW CA, 210 px for Genesis, 170 px otherwise (portal-shell §9)', () => {
    expect(skinByName('bmwca').productCardHeightPx).toBe(110);
    expect(skinByName('genesis').productCardHeightPx).toBe(210);
    for (const name of ['honda', 'acura', 'infiniti', 'hyundai', 'hyundaica', 'default']) expect(skinByName(name).productCardHeightPx).toBe(170);
  });

  it('shows a closable hero video for Honda and Acura and a carousel for the others', () => {
    for (const name of ['honda', 'acura']) expect(skinByName(name).hero).toMatchObject({ kind: 'video', closable: true });
    for (const name of ['infiniti', 'genesis', 'bmwca', 'hyundai', 'hyundaica', 'default']) expect(skinByName(name).hero.kind).toBe('carousel');
  });

  it('resolves asset paths to URLs the build serves', () => {
    const honda = skinByName('honda');
    expect(honda.logo.src).toMatch(/logo\.svg/);
    expect(honda.hero.kind === 'video' && honda.hero.src).toMatch(/hero\.webm/);
  });

  it('builds an MUI theme from the skin tokens', () => {
    expect(createSkinTheme(skinByName('honda')).palette.primary.main).toBe('#cc0000');
    expect(createSkinTheme(skinByName('bmwca')).palette.primary.main).toBe('#1c69d4');
    // Genesis in one sans-serif family throughout (issue #20: it mixed a serif in).
    expect(createSkinTheme(skinByName('genesis')).typography.fontFamily).toMatch(/^"Helvetica Neue".*sans-serif$/);
    expect(createSkinTheme(skinByName('genesis')).typography.fontFamily).not.toMatch(/Georgia|Times/);
  });

  it('moves nothing for a user who asked for reduced motion, and keeps the skin', () => {
    const moving = createSkinTheme(skinByName('honda'));
    const still = createSkinTheme(skinByName('honda'), true);
    expect(moving.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(still.transitions.create('opacity')).toBe('none');
    expect(still.transitions.duration.enteringScreen).toBe(0);
    expect(still.transitions.duration.leavingScreen).toBe(0);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(still.palette.primary.main).toBe('#cc0000');
  });

  it('switches contact confirmation off for Hyundai CA', () => {
    expect(skinByName('hyundaica').flags.contactConfirmation).toBe(false);
    expect(skinByName('hyundai').flags.contactConfirmation).toBe(true);
  });
});

describe('header logos (portal-shell §1)', () => {
  it('shows the brand logo for Honda, Acura and Infiniti and the default logo otherwise', () => {
    const defaultLogo = skinByName('default').logo.src;
    for (const name of ['honda', 'acura', 'infiniti']) expect(skinByName(name).logo.src).not.toBe(defaultLogo);
    for (const name of ['genesis', 'bmwca', 'hyundai', 'hyundaica']) expect(skinByName(name).logo.src).toBe(defaultLogo);
  });
});
