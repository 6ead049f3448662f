/**
 * A form's starting values keep only what its schema declares, at any depth: a loaded record's
 * rows carry members the form does not edit (a report's category descriptions), which an
 * operation with `additionalProperties: false` would refuse.
 */
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { schemaValues } from '../../../../src/engine/blocks/form/form-values.ts';
import { toMultipartBody } from '../../../../src/engine/data/multipart-body.ts';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    auditor: { type: 'string' },
    categories: { type: 'array', items: { type: 'object', properties: { categoryId: { type: 'integer' }, score: { type: ['number', 'null'] } } } },
    tags: { type: 'array', items: { type: 'string' } },
  },
};

describe('schemaValues', () => {
  it('drops undeclared members of the record and of each item of an array of objects', () => {
    const record = {
      id: 7,
      auditor: 'Ann',
      categories: [{ categoryId: 1, categoryName: 'Brand', description: 'Logos', maxScore: 100, score: null }],
      tags: ['a', 'b'],
    };
    expect(schemaValues(record, schema)).toEqual({ auditor: 'Ann', categories: [{ categoryId: 1, score: null }], tags: ['a', 'b'] });
  });

  it('reads a number field’s numeric text from the address as its number, and leaves other text alone', () => {
    const query = { auditor: '12', categories: [{ categoryId: '3', score: '4.5' }], tags: ['7'] };
    expect(schemaValues(query, schema)).toEqual({ auditor: '12', categories: [{ categoryId: 3, score: '4.5' }], tags: ['7'] });
    const numbers: RJSFSchema = { type: 'object', properties: { programId: { type: 'integer' }, amount: { type: 'number' } } };
    expect(schemaValues({ programId: '12', amount: '-1.5' }, numbers)).toEqual({ programId: 12, amount: -1.5 });
    expect(schemaValues({ programId: '12abc', amount: '' }, numbers)).toEqual({ programId: '12abc', amount: '' });
  });
});

describe('toMultipartBody', () => {
  it('sends a file field written as a data URL with its name as a file part', async () => {
    const content = 'dealer,score\n';
    const form = toMultipartBody({ file: `data:text/csv;name=evidence%20sheet.csv;base64,${btoa(content)}`, note: 'x' });
    const file = form.get('file') as File;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('evidence sheet.csv');
    expect(file.type).toBe('text/csv');
    expect(await file.text()).toBe(content);
    expect(form.get('note')).toBe('x');
  });
});
