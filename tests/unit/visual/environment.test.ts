// A run on another browser or other fonts than the approved set's says so: its differences may be rendering.
import { describe, expect, it } from 'vitest';
import { environmentDifferences, type RenderEnvironment } from '../../../scripts/visual/environment.ts';

const here: RenderEnvironment = { chromium: '131.0.6778.85', fonts: { Arial: 'DejaVu Sans Book', 'Helvetica Neue': 'DejaVu Sans Book' } };

describe('environmentDifferences', () => {
  it('is empty on the same browser and fonts, and with no recorded environment', () => {
    expect(environmentDifferences(here, { ...here })).toEqual([]);
    expect(environmentDifferences(undefined, here)).toEqual([]);
  });

  it('names another Chromium and every font that resolves differently', () => {
    const mac: RenderEnvironment = { chromium: '132.0.1', fonts: { Arial: 'Arial Regular', 'Helvetica Neue': 'DejaVu Sans Book' } };
    expect(environmentDifferences(here, mac)).toEqual(['Chromium 131.0.6778.85 approved, 132.0.1 here', '"Arial" was DejaVu Sans Book, is Arial Regular here']);
  });
});
