// The QA check's lists of widget and field names are the ones RJSF with the MUI theme resolves:
// a name it lists draws a field, a name it refuses would have made the field disappear.
import { describe, expect, it } from 'vitest';
import { getDefaultRegistry } from '@rjsf/core';
import { Theme } from '@rjsf/mui';
import { getWidget, type RJSFSchema } from '@rjsf/utils';
import { ENGINE_FIELD_NAMES, FIELD_NAMES, WIDGET_NAMES } from '../../../../src/engine/definition/check/check-field-schemas.ts';
import { ENGINE_FIELDS } from '../../../../src/engine/blocks/form/engine-fields.ts';

const registry = getDefaultRegistry();
const widgets = { ...registry.widgets, ...Theme.widgets };
const TYPES: RJSFSchema[] = [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'array', items: { type: 'string', enum: ['a'] }, uniqueItems: true }];

function resolves(name: string): boolean {
  return TYPES.some((schema) => {
    try {
      return Boolean(getWidget(schema, name, widgets));
    } catch {
      return false;
    }
  });
}

describe('widget and field names of the QA check', () => {
  it('every widget name it accepts is one RJSF draws for some type', () => {
    expect([...WIDGET_NAMES].filter((name) => !resolves(name))).toEqual([]);
  });

  it('a name it refuses is one RJSF cannot draw', () => {
    expect(resolves('richtext')).toBe(false);
  });

  it('every field name it accepts is in RJSF registry or one of the engine\'s own fields, and it knows each of those', () => {
    expect([...FIELD_NAMES].filter((name) => !(name in registry.fields) && !(name in ENGINE_FIELDS))).toEqual([]);
    expect([...ENGINE_FIELD_NAMES].sort()).toEqual(Object.keys(ENGINE_FIELDS).sort());
  });
});
