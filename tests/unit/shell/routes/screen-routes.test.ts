// Which screen a route shows when the studio published a base definition with another route.
import { describe, expect, it } from 'vitest';
import { screenIdForRoute, servedRouteOf } from '../../../../src/shell/routes/screen-routes.ts';

const landed = new Map([
  ['manageEnrollments', { route: 'manageEnrollments' }],
  ['privacy', { route: 'privacy' }],
  ['video', { route: 'video' }],
]);

describe('the screen of a route', () => {
  it('is the screen whose file names it while nothing is published', () => {
    expect(screenIdForRoute('manageEnrollments', landed, new Map())).toBe('manageEnrollments');
    expect(screenIdForRoute('smartleads', landed, new Map())).toBeUndefined();
  });

  it('follows a published route: the new route shows the screen, the old route none', () => {
    const published = new Map<string, unknown>([['manageEnrollments', { id: 'manageEnrollments', route: 'smartleads' }]]);
    expect(screenIdForRoute('smartleads', landed, published)).toBe('manageEnrollments');
    expect(screenIdForRoute('manageEnrollments', landed, published)).toBeUndefined();
    expect(servedRouteOf('manageEnrollments', landed, published)).toBe('smartleads');
  });

  it('gives a published route precedence over a file that names the same route, and keeps the file route of a publication that names none', () => {
    const published = new Map<string, unknown>([
      ['video', { id: 'video', route: 'privacy' }],
      ['manageEnrollments', { id: 'manageEnrollments' }],
    ]);
    expect(screenIdForRoute('privacy', landed, published)).toBe('video');
    expect(screenIdForRoute('video', landed, published)).toBeUndefined();
    expect(screenIdForRoute('manageEnrollments', landed, published)).toBe('manageEnrollments');
  });

  it('ignores a publication of an id that is no screen of the repository', () => {
    expect(screenIdForRoute('privacy', landed, new Map([['ghost', { route: 'privacy' }]]))).toBe('privacy');
  });
});
