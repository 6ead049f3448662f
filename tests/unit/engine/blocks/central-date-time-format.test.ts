/**
 * Leads are shown in Central Time, 24-hour form (business-areas §9), whatever the browser's own
 * zone: the centralDateTime format of the screen definitions.
 */
import { describe, expect, it } from 'vitest';
import { formatValue } from '../../../../src/engine/blocks/format/format-value.ts';

const context = { language: 'en-US', t: (key: string) => key };

describe('centralDateTime', () => {
  it('shows an instant in Central Time with 24-hour clock and the zone, standard and daylight time', () => {
    expect(formatValue('2026-01-15T20:05:09Z', 'centralDateTime', context)).toBe('01/15/2026, 14:05:09 CST');
    expect(formatValue('2026-07-01T03:30:00Z', 'centralDateTime', context)).toBe('06/30/2026, 22:30:00 CDT');
  });
});
