import { describe, expect, it } from 'vitest';
import { BindingSyntaxError, parseBinding, readBinding, resolveBinding, UnresolvableBindingError, type BindingScope } from '../../../../src/engine/bindings/index.ts';

const scope: BindingScope = {
  route: { dlCode: 'D100', editMode: 'edit' },
  query: { q: 'ComplianceAggregateReport' },
  user: { oemId: 3, dealerCode: 'D100', userGroups: ['CMS Editor'] },
  row: { dealerCode: 'D200', programId: 7, addons: [{ addonDealerMappingId: 11 }] },
  selection: [{ dealerCode: 'D1' }, { dealerCode: 'D2' }],
  form: { email: 'a@b.co', phone: '', reason: 'moved' },
  filters: { programId: -1, statuses: ['ACTIVE'] },
  data: { dealer: { status: 'PAUSED', contacts: [{ email: 'x@y.z' }] } },
};

describe('parseBinding', () => {
  it('reads the root and the path', () => {
    expect(parseBinding('$data.dealer.status')).toEqual({ root: 'data', path: ['dealer', 'status'] });
    expect(parseBinding('$form')).toEqual({ root: 'form', path: [] });
  });

  it('refuses unknown roots and bad segments instead of taking them as text', () => {
    expect(() => parseBinding('$rout.dlCode')).toThrow(BindingSyntaxError);
    expect(() => parseBinding('$rout.dlCode')).toThrow('unknown root "$rout"');
    expect(() => parseBinding('$route.dl Code')).toThrow('invalid path segment');
    expect(() => parseBinding('$data')).toThrow('$data needs a block id');
  });
});

describe('resolveBinding', () => {
  it('reads every root', () => {
    expect(resolveBinding('$route.dlCode', scope)).toBe('D100');
    expect(resolveBinding('$query.q', scope)).toBe('ComplianceAggregateReport');
    expect(resolveBinding('$user.oemId', scope)).toBe(3);
    expect(resolveBinding('$row.programId', scope)).toBe(7);
    expect(resolveBinding('$row.addons.0.addonDealerMappingId', scope)).toBe(11);
    expect(resolveBinding('$form.reason', scope)).toBe('moved');
    expect(resolveBinding('$filters', scope)).toEqual({ programId: -1, statuses: ['ACTIVE'] });
    expect(resolveBinding('$data.dealer.contacts.0.email', scope)).toBe('x@y.z');
  });

  it('maps $selection.<field> over the selected rows', () => {
    expect(resolveBinding('$selection.dealerCode', scope)).toEqual(['D1', 'D2']);
    expect(resolveBinding('$selection', scope)).toHaveLength(2);
  });

  it('resolves templates member by member and leaves out members that resolve to nothing', () => {
    const body = { contactDetails: '$form', final: true, note: '$form.missing', ids: ['$row.programId', 3] };
    expect(resolveBinding(body, scope)).toEqual({ contactDetails: scope.form, final: true, ids: [7, 3] });
  });

  it('passes $literal values through unresolved', () => {
    expect(resolveBinding({ $literal: '$route.dlCode' }, scope)).toBe('$route.dlCode');
    expect(resolveBinding({ price: { $literal: { $form: 1 } } }, scope)).toEqual({ price: { $form: 1 } });
  });

  it('keeps literals of every JSON type', () => {
    expect(resolveBinding('deactivate', scope)).toBe('deactivate');
    expect(resolveBinding(0, scope)).toBe(0);
    expect(resolveBinding(false, scope)).toBe(false);
    expect(resolveBinding(null, scope)).toBeNull();
  });

  it('gives undefined for an absent value along the path, not an error', () => {
    expect(resolveBinding('$data.dealer.billing.city', scope)).toBeUndefined();
    expect(resolveBinding('$data.notLoaded.x', scope)).toBeUndefined();
  });

  it('is an error to read a root that is not available where the binding stands', () => {
    expect(() => readBinding('$row.dealerCode', { route: {} })).toThrow(UnresolvableBindingError);
    expect(() => readBinding('$row.dealerCode', { route: {} })).toThrow('$row is not available here');
  });

  it('never evaluates code', () => {
    expect(() => resolveBinding('$form.constructor.constructor', scope)).not.toThrow();
    expect(resolveBinding('$form.constructor', scope)).toBeUndefined();
    expect(() => resolveBinding('${1+1}', scope)).toThrow(BindingSyntaxError);
  });
});

describe('{"$number": …}', () => {
  const scope = { route: { addonId: '19', code: 'HON0100', price: '-2.5e1' }, query: { ids: ['1', '2'] } };
  it('reads a numeric text as its number, a list item by item, and leaves anything else as it is', () => {
    expect(resolveBinding({ addonIds: [{ $number: '$route.addonId' }] }, scope)).toEqual({ addonIds: [19] });
    expect(resolveBinding({ $number: '$route.price' }, scope)).toBe(-25);
    expect(resolveBinding({ $number: '$query.ids' }, scope)).toEqual([1, 2]);
    expect(resolveBinding({ $number: '$route.code' }, scope)).toBe('HON0100');
    expect(resolveBinding({ a: { $number: '$route.missing' } }, scope)).toEqual({});
  });
});

describe('{"$firstOf": […]}', () => {
  const scope = { form: { oemId: undefined, empty: '', region: 'W' }, user: { oemId: 2 } };
  it('takes the first item with a value: absent, null and empty text do not count', () => {
    expect(resolveBinding({ oemId: { $firstOf: ['$form.oemId', '$user.oemId'] } }, scope)).toEqual({ oemId: 2 });
    expect(resolveBinding({ $firstOf: ['$form.empty', '$form.region'] }, scope)).toBe('W');
    expect(resolveBinding({ $firstOf: ['$form.region', '$user.oemId'] }, scope)).toBe('W');
    expect(resolveBinding({ $firstOf: [null, { $literal: 7 }] }, scope)).toBe(7);
    expect(resolveBinding({ a: { $firstOf: ['$form.oemId', '$form.empty'] } }, scope)).toEqual({});
  });
});
