// Coloured text reads at WCAG's 4.5:1 in every skin, also where the pointer tints what is under
// it: links on a hovered table row (the menu walk's axe finding on BMW Canada's Videos table),
// and the error red on a hovered outlined button on the page (the data tool journey's axe
// finding on the Deactivate buttons of Manage Enrollments). A colour that already reads is kept.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decomposeColor, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createSkinTheme, readableTextColor } from '../../../../src/shell/skins/skin-theme.ts';
import type { Skin } from '../../../../src/shell/skins/skin.ts';

const skinsDir = path.resolve(import.meta.dirname, '../../../../oem-skins');
const skins = readdirSync(skinsDir)
  .filter((name) => existsSync(path.join(skinsDir, name, 'skin.json')))
  .map((name) => [name, JSON.parse(readFileSync(path.join(skinsDir, name, 'skin.json'), 'utf8')) as Skin['definition']] as const);

/** `color` at `opacity` over the opaque `background`, as the browser paints a tinted surface. */
function over(color: string, opacity: number, background: string): string {
  const [top, bottom] = [decomposeColor(color).values, decomposeColor(background).values];
  return `rgb(${top.map((value, index) => Math.round(value * opacity + bottom[index]! * (1 - opacity))).join(', ')})`;
}

describe('coloured text of each skin', () => {
  it.each(skins)('%s: links read at 4.5:1 on white, the page and a hovered row', (_name, definition) => {
    const link = readableTextColor(definition.theme.palette.primary.main);
    for (const background of ['#ffffff', '#f6f7f9', '#ecedef']) expect(getContrastRatio(link, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(skins)('%s: the error red reads at 4.5:1 on white, the page, and a hovered outlined button on the page', (name, definition) => {
    const theme = createSkinTheme({ name, definition } as Skin);
    const { main } = theme.palette.error;
    const hoveredButton = over(main, theme.palette.action.hoverOpacity, '#f6f7f9');
    for (const background of ['#ffffff', '#f6f7f9', hoveredButton]) expect(getContrastRatio(main, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens BMW Canada’s blue and MUI’s error red, which do not read under the pointer, and leaves a colour that reads as it is', () => {
    expect(getContrastRatio('#1c69d4', '#ecedef')).toBeLessThan(4.5);
    expect(readableTextColor('#1c69d4')).not.toBe('#1c69d4');
    expect(getContrastRatio('#d32f2f', over('#d32f2f', 0.04, '#f6f7f9'))).toBeLessThan(4.5);
    expect(readableTextColor('#d32f2f')).not.toBe('#d32f2f');
    expect(readableTextColor('#0b3d91')).toBe('#0b3d91');
  });
});
