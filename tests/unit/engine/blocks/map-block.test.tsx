/**
 * The map block (meta-schema MapBlock): the answer's places drawn by latitude and longitude, the
 * centre marked, the circle of the radius true to scale, a summary for screen readers, and the
 * empty state when there is nothing to draw.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import { renderScreen } from '../render-screen.tsx';
import { boundsOf, projectionAround, scaleBarMiles } from '../../../../src/engine/blocks/map/map-projection.ts';

afterEach(cleanup);

const definition = {
  id: 'leadsettingsPreview',
  route: 'leadsettingsPreview',
  title: 'LP_COVERAGE_MAP',
  blocks: {
    map: {
      kind: 'map',
      call: { operationId: 'getLeadCoverage', path: { dealerCode: 'HON0001', programId: 1 } },
      points: { items: 'places', latitude: 'latitude', longitude: 'longitude', label: 'zipCode' },
      centre: { latitude: 'centre.latitude', longitude: 'centre.longitude', label: 'centre.zipCode' },
      radiusMiles: 'radius',
      emptyState: 'LP_NO_COVERAGE',
    },
  },
} as unknown as ScreenDefinition;

const chicago = { zipCode: '60601', city: 'Chicago', state: 'IL', latitude: 41.8781, longitude: -87.6298 };
// About 10 miles north and 10 miles west of the centre.
const north = { ...chicago, zipCode: '60626', latitude: 41.8781 + 10 / 69 };
const west = { ...chicago, zipCode: '60707', longitude: -87.6298 - 10 / (69 * Math.cos((41.8781 * Math.PI) / 180)) };

describe('map block', () => {
  it('draws every place with its label, the centre apart, and the circle of the radius to the same scale', async () => {
    const { container } = renderScreen(definition, { answers: { getLeadCoverage: { radius: 10, centre: chicago, places: [chicago, north, west] } } });
    const map = await screen.findByRole('img', { name: 'Map of 3 places within 10 miles of the centre.' });
    expect([...map.querySelectorAll('circle[data-place]')].map((dot) => dot.getAttribute('data-place'))).toEqual(['60601', '60626', '60707']);
    expect(map.querySelector('[data-centre="60601"]')).not.toBeNull();
    // The two places 10 miles away lie on the circle of 10 miles, north and west of the centre.
    const centre = map.querySelector('[data-centre] circle')!;
    const [cx, cy] = [Number(centre.getAttribute('cx')), Number(centre.getAttribute('cy'))];
    const ring = map.querySelector('circle[stroke-dasharray]')!;
    const r = Number(ring.getAttribute('r'));
    const at = (zip: string) => map.querySelector(`circle[data-place="${zip}"]`)!;
    expect(Number(at('60626').getAttribute('cy'))).toBeCloseTo(cy - r, 0);
    expect(Number(at('60707').getAttribute('cx'))).toBeCloseTo(cx - r, 0);
    expect(container.querySelector('figcaption')?.textContent).toBe('Map of 3 places within 10 miles of the centre.');
  });

  it('says so when there is nothing to draw', async () => {
    renderScreen(definition, { answers: { getLeadCoverage: { radius: null, centre: null, places: [] } } });
    expect(await screen.findByText('No ZIP code is covered yet.')).toBeTruthy();
  });
});

describe('map projection', () => {
  it('keeps a mile a mile in both directions around the reference latitude', () => {
    const projection = projectionAround({ latitude: 45, longitude: -75 });
    expect(projection.toPlane({ latitude: 45 + 1 / 69, longitude: -75 }).y).toBeCloseTo(-1, 6);
    expect(projection.toPlane({ latitude: 45, longitude: -75 + 1 / (69 * Math.cos(Math.PI / 4)) }).x).toBeCloseTo(1, 6);
  });

  it('bounds the circle as well as the points, and picks a round scale bar', () => {
    const bounds = boundsOf([{ x: 0, y: 0 }], { centre: { x: 0, y: 0 }, radius: 25 });
    expect(bounds.minX).toBeLessThan(-25);
    expect(bounds.maxY).toBeGreaterThan(25);
    expect([scaleBarMiles(50), scaleBarMiles(9), scaleBarMiles(230)]).toEqual([10, 2, 50]);
  });
});
