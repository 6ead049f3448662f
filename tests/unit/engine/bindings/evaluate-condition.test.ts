import { describe, expect, it } from 'vitest';
import { evaluateCondition } from '../../../../src/engine/bindings/index.ts';

const scope = { form: { hasWebsite: false, options: [], country: 'ca' }, row: { status: 'PAUSED', outstandingAccount: false } };

describe('evaluateCondition', () => {
  it('tests a value with equals, notEquals, in, notIn and empty', () => {
    expect(evaluateCondition({ when: { '$form.hasWebsite': { equals: false } } }, scope)).toBe(true);
    expect(evaluateCondition({ when: { '$form.hasWebsite': { notEquals: false } } }, scope)).toBe(false);
    expect(evaluateCondition({ when: { '$row.status': { in: ['PAUSED', 'INACTIVE'] } } }, scope)).toBe(true);
    expect(evaluateCondition({ when: { '$row.status': { notIn: ['PAUSED'] } } }, scope)).toBe(false);
    expect(evaluateCondition({ when: { '$form.options': { empty: true } } }, scope)).toBe(true);
    expect(evaluateCondition({ when: { '$form.missing': { empty: true } } }, scope)).toBe(true);
    expect(evaluateCondition({ when: { '$form.country': { empty: false } } }, scope)).toBe(true);
  });

  it('compares with what a binding reads with sameAs and notSameAs, a route text as a number', () => {
    const page = { route: { addonId: '24' }, row: { id: 24 } };
    expect(evaluateCondition({ when: { '$row.id': { sameAs: { $number: '$route.addonId' } } } }, page)).toBe(true);
    expect(evaluateCondition({ when: { '$row.id': { notSameAs: { $number: '$route.addonId' } } } }, page)).toBe(false);
    expect(evaluateCondition({ when: { '$row.id': { notSameAs: { $number: '$route.addonId' } } } }, { ...page, row: { id: 19 } })).toBe(true);
    // Without the conversion the route's text is not the row's number.
    expect(evaluateCondition({ when: { '$row.id': { sameAs: '$route.addonId' } } }, page)).toBe(false);
  });

  it('compares structured values deeply', () => {
    expect(evaluateCondition({ when: { '$form.options': { equals: [] } } }, scope)).toBe(true);
    expect(evaluateCondition({ when: { '$row': { equals: { status: 'PAUSED', outstandingAccount: false } } } }, scope)).toBe(true);
  });

  it('needs every when entry, all parts, one of any, and not the negated part', () => {
    const both = { when: { '$row.status': { equals: 'PAUSED' }, '$row.outstandingAccount': { equals: true } } };
    expect(evaluateCondition(both, scope)).toBe(false);
    expect(evaluateCondition({ any: [both, { when: { '$form.country': { equals: 'ca' } } }] }, scope)).toBe(true);
    expect(evaluateCondition({ all: [{ when: { '$form.country': { equals: 'ca' } } }, both] }, scope)).toBe(false);
    expect(evaluateCondition({ not: both }, scope)).toBe(true);
  });

  it('is an error when the condition reads a root not available here', () => {
    expect(() => evaluateCondition({ when: { '$filters.x': { equals: 1 } } }, scope)).toThrow('$filters is not available here');
  });
});
