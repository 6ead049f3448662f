// Links read at WCAG's 4.5:1 in every skin, also on a hovered table row (the menu walk's axe
// finding on BMW Canada's Videos table), and a skin whose colour already reads keeps it exactly.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { readableLinkColor } from '../../../../src/shell/skins/skin-theme.ts';

const skinsDir = path.resolve(import.meta.dirname, '../../../../oem-skins');
const primaries = readdirSync(skinsDir)
  .filter((name) => existsSync(path.join(skinsDir, name, 'skin.json')))
  .map((name) => [name, (JSON.parse(readFileSync(path.join(skinsDir, name, 'skin.json'), 'utf8')) as { theme: { palette: { primary: { main: string } } } }).theme.palette.primary.main] as const);

describe('link colour of each skin', () => {
  it.each(primaries)('%s reads at 4.5:1 on white, the page and a hovered row', (_skin, primary) => {
    const link = readableLinkColor(primary);
    for (const background of ['#ffffff', '#f6f7f9', '#ecedef']) expect(getContrastRatio(link, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens BMW Canada’s blue, which reads 4.45:1 on a hovered row, and leaves a colour that reads as it is', () => {
    expect(getContrastRatio('#1c69d4', '#ecedef')).toBeLessThan(4.5);
    expect(readableLinkColor('#1c69d4')).not.toBe('#1c69d4');
    expect(readableLinkColor('#0b3d91')).toBe('#0b3d91');
  });
});
