/**
 * Fixed-length lists: the form hands RJSF the draft-07 spelling it draws position by position,
 * and the shared validator checks the 2020-12 spelling the definition wrote.
 */
import { describe, expect, it } from 'vitest';
import { createFormValidator, validatedPositions } from '../../../../src/rules/index.ts';
import { translateSchema, withPositionTitles } from '../../../../src/engine/blocks/form/translate-schema.ts';

const t = (key: string) => (key.startsWith('K_') ? `«${key.slice(2)}»` : key);

const definition = {
  type: 'object',
  properties: {
    pair: {
      type: 'array',
      title: 'K_PAIR',
      minItems: 2,
      prefixItems: [
        { type: 'string', format: 'email', title: 'K_EMAIL' },
        { type: 'integer', minimum: 1, title: 'K_SEATS', default: 1 },
      ],
      items: false,
    },
    open: { type: 'array', prefixItems: [{ type: 'string', title: 'K_FIRST' }], items: { type: 'number', title: 'K_MORE' } },
    free: { type: 'array', prefixItems: [{ type: 'string' }] },
    plain: { type: 'array', items: { type: 'string', title: 'K_ITEM' } },
  },
};

describe('fixed-length lists', () => {
  const drawn = translateSchema(definition, t) as { properties: Record<string, Record<string, unknown>> };

  it('translates prefixItems into the list-valued items RJSF draws, each position translated once', () => {
    expect(drawn.properties.pair).toEqual({
      type: 'array',
      title: '«PAIR»',
      minItems: 2,
      items: [
        { type: 'string', format: 'email', title: '«EMAIL»' },
        { type: 'integer', minimum: 1, title: '«SEATS»', default: 1 },
      ],
      additionalItems: false,
    });
    expect(drawn.properties.open).toEqual({ type: 'array', items: [{ type: 'string', title: '«FIRST»' }], additionalItems: { type: 'number', title: '«MORE»' } });
    expect(drawn.properties.free).toEqual({ type: 'array', items: [{ type: 'string' }] });
    expect(drawn.properties.plain).toEqual({ type: 'array', items: { type: 'string', title: '«ITEM»' } });
  });

  it('gives the validator the 2020-12 spelling back, the same object each time, and leaves other schemas as they are', () => {
    const back = validatedPositions(drawn) as { properties: Record<string, Record<string, unknown>> };
    expect(back.properties.pair).toEqual({
      type: 'array',
      title: '«PAIR»',
      minItems: 2,
      prefixItems: [
        { type: 'string', format: 'email', title: '«EMAIL»' },
        { type: 'integer', minimum: 1, title: '«SEATS»', default: 1 },
      ],
      items: false,
    });
    expect(back.properties.pair).not.toHaveProperty('additionalItems');
    expect(back.properties.open).toEqual({ type: 'array', prefixItems: [{ type: 'string', title: '«FIRST»' }], items: { type: 'number', title: '«MORE»' } });
    expect(back.properties.free).toEqual({ type: 'array', prefixItems: [{ type: 'string' }] });
    expect(back.properties.plain).toBe(drawn.properties.plain);
    expect(validatedPositions(drawn)).toBe(back);
    const untouched = { type: 'object', properties: { a: { type: 'string' } } };
    expect(validatedPositions(untouched)).toBe(untouched);
  });

  it('validates the drawn schema with 2020-12 semantics: errors at their positions, extra positions refused', () => {
    const validator = createFormValidator();
    const schema = drawn as never;
    expect(validator.validateFormData({ pair: ['ada@example.com', 2], open: ['a', 1, 2] }, schema).errors).toEqual([]);
    const { errorSchema } = validator.validateFormData({ pair: ['nope', 0] }, schema);
    expect(errorSchema).toEqual({
      pair: {
        0: { __errors: ['The email address does not appear to be valid.'] },
        1: { __errors: ['Must be at least 1'] },
      },
    });
    expect(validator.validateFormData({ pair: ['ada@example.com', 2, 3] }, schema).errorSchema).toEqual({ pair: { __errors: ['Must have at most 2 items'] } });
    expect(validator.validateFormData({ open: ['a', 'b'] }, schema).errorSchema).toEqual({ open: { 1: { __errors: ['Please enter a number.'] } } });
    expect(validator.isValid(drawn.properties.pair as never, ['ada@example.com', 'x'], schema)).toBe(false);
    expect(validator.isValid(drawn.properties.pair as never, ['ada@example.com', 3], schema)).toBe(true);
  });

  it('labels each position with its own title (RJSF would say "<list title>-<n>"), keeping what the definition wrote', () => {
    const ui = withPositionTitles(drawn as never, { pair: { items: [{}, { 'ui:title': 'Own label', 'ui:widget': 'updown' }] } });
    expect(ui).toEqual({
      pair: { items: [{ 'ui:title': '«EMAIL»' }, { 'ui:title': 'Own label', 'ui:widget': 'updown' }] },
      open: { items: [{ 'ui:title': '«FIRST»' }] },
    });
    const plain = { type: 'object', properties: { a: { type: 'string', title: 'A' } } };
    const untouched = {};
    expect(withPositionTitles(plain as never, untouched)).toBe(untouched);
  });
});
