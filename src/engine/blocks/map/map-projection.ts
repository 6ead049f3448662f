/**
 * Latitude and longitude onto a flat drawing, in miles: an equirectangular projection around
 * the middle latitude (a degree of longitude is cos(latitude) as long as a degree of latitude),
 * which keeps distances and a circle of a radius true enough over the few hundred miles a
 * dealer's coverage spans, with no map library and no tiles.
 */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

export interface PlanePoint {
  readonly x: number;
  readonly y: number;
}

const MILES_PER_DEGREE = 69.0;

export interface Projection {
  /** Miles east (x) and south (y) of the reference point. */
  toPlane(point: GeoPoint): PlanePoint;
}

export function projectionAround(reference: GeoPoint): Projection {
  const shrink = Math.cos((reference.latitude * Math.PI) / 180);
  return {
    toPlane: (point) => ({
      x: (point.longitude - reference.longitude) * MILES_PER_DEGREE * shrink,
      y: (reference.latitude - point.latitude) * MILES_PER_DEGREE,
    }),
  };
}

export interface Bounds {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** The smallest box holding every point and the circle, with a margin, never narrower than a mile. */
export function boundsOf(points: readonly PlanePoint[], circle?: { centre: PlanePoint; radius: number }): Bounds {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  if (circle) {
    xs.push(circle.centre.x - circle.radius, circle.centre.x + circle.radius);
    ys.push(circle.centre.y - circle.radius, circle.centre.y + circle.radius);
  }
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const margin = Math.max(1, (maxX - minX) * 0.06, (maxY - minY) * 0.06);
  return { minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin };
}

/** A round length for the scale bar, about a fifth of the drawing's width (1, 2, 5, 10, 20, 50 … miles). */
export function scaleBarMiles(widthMiles: number): number {
  const target = widthMiles / 5;
  const power = 10 ** Math.floor(Math.log10(Math.max(target, 0.1)));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= target) ?? 10;
  return step * power;
}
