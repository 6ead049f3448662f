// Which screen × OEM pairs a visual run takes, and which approved images are left over.
import { describe, expect, it } from 'vitest';
import { EVERY_OEM_SCREENS, shotKey, visualMatrix, type MatrixInputs } from '../../../scripts/visual/matrix.ts';

const screens = [
  { area: 'enrollments', screen: 'manageEnrollments' },
  { area: 'enrollments', screen: 'billingProfile' },
  { area: 'tools', screen: 'privacy' },
];
const inputs: MatrixInputs = {
  screens,
  oems: ['honda', 'default', 'genesis'],
  overlays: new Set(['genesis/billingProfile']),
  approved: new Set(),
  language: 'en',
};
const pairs = (m: ReturnType<typeof visualMatrix>) => m.shots.map((shot) => `${shot.screen}/${shot.oem}:${shot.reason}`);

describe('visualMatrix', () => {
  it('takes every screen in the base skin, overlaid screens in their OEM, and the every-OEM screens everywhere', () => {
    expect(EVERY_OEM_SCREENS).toContain('manageEnrollments');
    expect(pairs(visualMatrix(inputs))).toEqual([
      'billingProfile/default:base',
      'billingProfile/genesis:overlay',
      'manageEnrollments/default:base',
      'manageEnrollments/genesis:every-oem',
      'manageEnrollments/honda:every-oem',
      'privacy/default:base',
    ]);
  });

  it('keeps comparing a pair someone approved on purpose', () => {
    const approved = new Set([shotKey({ area: 'tools', screen: 'privacy', oem: 'honda', language: 'en' })]);
    expect(pairs(visualMatrix({ ...inputs, approved }))).toContain('privacy/honda:approved');
  });

  it('--all takes every pair', () => {
    expect(visualMatrix({ ...inputs, all: true }).shots).toHaveLength(9);
  });

  it('--screen and --oem narrow the run', () => {
    expect(pairs(visualMatrix({ ...inputs, onlyScreens: ['manageEnrollments'], onlyOems: ['honda'] }))).toEqual(['manageEnrollments/honda:every-oem']);
  });

  it('lists approved images whose screen or OEM is gone as orphans, within the run\'s scope and language', () => {
    const approved = new Set([
      'tools/retired/default-en',
      'tools/privacy/mazda-en',
      'tools/privacy/default-en',
      'tools/retired/default-fr',
      'notes/readme',
    ]);
    expect(visualMatrix({ ...inputs, approved }).orphans).toEqual(['tools/privacy/mazda-en', 'tools/retired/default-en']);
    expect(visualMatrix({ ...inputs, approved, onlyScreens: ['privacy'] }).orphans).toEqual(['tools/privacy/mazda-en']);
  });
});
