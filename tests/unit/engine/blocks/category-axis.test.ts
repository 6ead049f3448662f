import { describe, expect, it } from 'vitest';
import { categoryAxis } from '../../../../src/engine/blocks/chart/category-axis.ts';

describe('a chart’s category axis', () => {
  it('gives rows that share a label a place each, labelled by their own label', () => {
    const axis = categoryAxis(['Central District 1', 'Central District 1', 'Eastern District 2'], 'band', 'District');
    expect(axis.data).toEqual([0, 1, 2]);
    expect(new Set(axis.data).size).toBe(3);
    expect(axis.data.map((position) => axis.valueFormatter!(position as number))).toEqual(['Central District 1', 'Central District 1', 'Eastern District 2']);
    expect(axis.label).toBe('District');
  });

  it('keeps the values of a time or linear scale', () => {
    expect(categoryAxis(['2026-01', '2026-02'], 'time').data).toEqual(['2026-01', '2026-02']);
    expect(categoryAxis(['1', '2'], 'linear').valueFormatter).toBeUndefined();
  });
});
