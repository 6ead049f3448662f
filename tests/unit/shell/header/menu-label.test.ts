import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../src/i18n/setup.ts';
import { buildMenu } from '../../../../src/shell/header/menu-model.ts';
import { menuLabel } from '../../../../src/shell/header/menu-label.ts';
import { fillUserPlaceholders } from '../../../../src/shell/header/user-placeholders.ts';
import { entry, user } from './menu-fixtures.ts';

const settings = buildMenu([entry(40, 'Settings', '', [entry(41, 'Profile', '/manageprofile')])])[0]!;

describe('menu labels (portal-shell §1, §2.4)', () => {
  it('names the settings menu Certified Programs for oemId 1, Settings otherwise', () => {
    const t = createI18n().t;
    expect(menuLabel(settings, { t, user: user({ oemId: 1 }), skinLabels: {} })).toBe('Certified Programs');
    expect(menuLabel(settings, { t, user: user({ oemId: 4 }), skinLabels: {} })).toBe('Settings');
  });

  it('lets a skin reword a label by pointing its key at another', () => {
    const t = createI18n().t;
    const genesis = { MENU_SETTINGS: 'GENESIS_MENU_SETTINGS' };
    expect(menuLabel(settings, { t, user: user({ oemId: 4 }), skinLabels: genesis })).toBe(t('GENESIS_MENU_SETTINGS'));
    expect(t('GENESIS_MENU_SETTINGS')).not.toBe(t('MENU_SETTINGS'));
  });

  it('translates names and falls back to the raw name', () => {
    const i18n = createI18n({ language: 'fr' });
    const context = { t: i18n.t, user: user(), skinLabels: {} };
    const [translated] = buildMenu([entry(5, 'MENU_SETTINGS', '/x')]);
    expect(menuLabel(translated!, context)).toBe(i18n.t('MENU_SETTINGS'));
    const [raw] = buildMenu([entry(6, 'Some Partner Tool', '/x')]);
    expect(menuLabel(raw!, context)).toBe('Some Partner Tool');
  });

  it('fills user-detail placeholders in either style and leaves unknown ones visible', () => {
    const dana = user({ userName: 'Dana', dealerCode: '10001', oemId: 7 });
    expect(fillUserPlaceholders('Dealer {{dealerCode}} of {userName}', dana)).toBe('Dealer 10001 of Dana');
    expect(fillUserPlaceholders('OEM { oemId }', dana)).toBe('OEM 7');
    expect(fillUserPlaceholders('{nope} and {{userGroups}}', dana)).toBe('{nope} and {{userGroups}}');
    const [node] = buildMenu([entry(8, 'Reports for {userName}', '/reports')]);
    expect(menuLabel(node!, { t: createI18n().t, user: dana, skinLabels: {} })).toBe('Reports for Dana');
  });
});
