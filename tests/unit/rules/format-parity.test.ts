// One set of formats for the form, the server and the QA check (src/rules/standard-formats.ts):
// every format the project registers gives the same verdict in all three, on values chosen
// around each format's edges (a time without an offset, a data-url without a name, …).
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { createFormValidator, createServerAjv, RULE_FORMATS, STANDARD_FORMAT_NAMES } from '../../../src/rules/index.ts';
import { CheckContext } from '../../../src/engine/tooling.ts';

const server = createServerAjv();
const form = createFormValidator();
const qa = new CheckContext({
  screenMetaSchema: { type: 'object' },
  skinMetaSchema: { type: 'object' },
  contract: { definitions: [], operations: [] },
  routes: new Map(),
  catalogues: { en: new Set(), fr: new Set() },
  userSchema: {},
});

const SAMPLES: Record<string, readonly unknown[]> = {
  date: ['2026-11-24', '2026-02-30', '24/11/2026', ''],
  time: ['10:30:00', '10:30:00Z', '10:30:00+01:00', '25:00:00Z', '10:30'],
  'date-time': ['2026-11-24T10:30:00Z', '2026-11-24T10:30:00', '2026-11-24 10:30:00Z', '2026-11-24'],
  'iso-time': ['10:30:00', '10:30:00Z', '10:30'],
  'iso-date-time': ['2026-11-24T10:30:00', '2026-11-24T10:30:00Z', '2026-11-24'],
  email: ['ada@metrohonda.example', 'ada@', 'a b@example.com', 'ADA@EXAMPLE.COM'],
  uri: ['https://example.com/a?b=c', 'example.com', 'mailto:ada@example.com', ''],
  'uri-reference': ['/relative/path', 'https://example.com', '\\\\bad'],
  url: ['https://example.com', 'example.com'],
  'data-url': ['data:text/plain;name=a.txt;base64,SGk=', 'data:text/plain;base64,SGk=', 'data:;base64,SGk=', 'text/plain;base64,SGk=', 'data:image/png;name=x.png;base64,'],
  color: ['#fff', '#ffffff', 'red', 'rgb(1, 2, 3)', 'not-a-color', '#ggg'],
  int32: [0, 2147483647, 2147483648, -2147483649, 1.5],
  int64: [0, 9007199254740991, 1.5],
  uuid: ['123e4567-e89b-12d3-a456-426614174000', '123e4567'],
  hostname: ['example.com', '-bad-.com'],
  ipv4: ['192.168.0.1', '256.0.0.1'],
  ipv6: ['::1', 'zz::1'],
  duration: ['P1D', 'PT1H', '1D'],
  regex: ['^a+$', '(', '[a-'],
  byte: ['SGk=', 'not base64!'],
};

function typeFor(format: string): 'number' | 'string' {
  return ['int32', 'int64', 'float', 'double'].includes(format) ? 'number' : 'string';
}

function samplesFor(format: string): readonly unknown[] {
  return SAMPLES[format] ?? ['', 'x', 'some text', '123', 'https://example.com', 'ada@example.com', '12345', 'A1A 1A1', '08/2030', '4111-1111-1111-1111', 'Abcdef1!x'];
}

const formats = [...STANDARD_FORMAT_NAMES, ...Object.keys(RULE_FORMATS)];

describe('one verdict per format in the form, the server and the QA check', () => {
  it('covers every format the project registers, including time, date-time, data-url and the business rules', () => {
    for (const name of ['time', 'date-time', 'date', 'email', 'uri', 'data-url', 'zip', 'phone', 'card-number']) expect(formats).toContain(name);
  });

  for (const format of formats) {
    it(format, () => {
      const schema: RJSFSchema = { type: typeFor(format), format };
      for (const value of samplesFor(format)) {
        const onServer = server.validate(schema, value);
        const inForm = form.validateFormData(value, schema).errors.length === 0;
        const inCheck = qa.literalProblem(schema, value) === undefined;
        expect({ value, inForm, inCheck }).toEqual({ value, inForm: onServer, inCheck: onServer });
      }
    });
  }

  it('accepts a time with an offset and refuses one without, as the server does (the old form copy passed 10:30:00)', () => {
    const schema: RJSFSchema = { type: 'string', format: 'time' };
    expect(form.validateFormData('10:30:00', schema).errors).not.toHaveLength(0);
    expect(form.validateFormData('10:30:00Z', schema).errors).toHaveLength(0);
  });

  it('knows data-url on the server, so a file field of a definition can be sent', () => {
    expect(server.validate({ type: 'string', format: 'data-url' }, 'data:text/plain;name=a.txt;base64,SGk=')).toBe(true);
  });
});
