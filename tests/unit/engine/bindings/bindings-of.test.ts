import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bindingsOf, formFieldOfServerError } from '../../../../src/engine/bindings/index.ts';

const fixtures = path.resolve(fileURLToPath(import.meta.url), '../../../../fixtures/screens');
const load = (file: string) => JSON.parse(readFileSync(path.join(fixtures, file), 'utf8')) as unknown;

describe('bindingsOf', () => {
  it('lists every binding with its JSON pointer, condition subjects included', () => {
    const uses = bindingsOf(load('editManageEnrollment.json'));
    const byPointer = Object.fromEntries(uses.map((u) => [u.pointer, u.expression]));
    expect(byPointer['/blocks/dealer/call/path/dlCode']).toBe('$route.dlCode');
    expect(byPointer['/blocks/dealerActions/buttons/deactivate/call/query/stateChangedReason']).toBe('$form.reason');
    expect(byPointer['/blocks/dealerActions/buttons/deactivate/visible/when/$data.dealer.status']).toBe('$data.dealer.status');
    expect(byPointer['/blocks/editProperties/blocks/properties/initialValues']).toBe('$data.dealer');
  });

  it('skips field schemas and $literal values, and flags bad syntax', () => {
    const uses = bindingsOf({
      blocks: {
        f: {
          kind: 'form',
          schema: { type: 'object', properties: { x: { type: 'string', const: '$route.x' } } },
          submit: { operationId: 'op', body: { a: { $literal: '$form' }, b: '$sesion.x' } },
        },
      },
    });
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ pointer: '/blocks/f/submit/body/b', binding: undefined, syntaxError: expect.stringContaining('unknown root') });
  });

  it('reads the operands of sameAs and notSameAs as bindings, and those of equals as values', () => {
    const uses = bindingsOf({
      visible: { when: { '$row.id': { notSameAs: { $number: '$route.addonId' }, equals: '$route.x' }, '$row.name': { sameAs: '$data.addon.name' } } },
    });
    expect(uses.map((u) => [u.pointer, u.expression])).toEqual([
      ['/visible/when/$row.id', '$row.id'],
      ['/visible/when/$row.id/notSameAs/$number', '$route.addonId'],
      ['/visible/when/$row.name', '$row.name'],
      ['/visible/when/$row.name/sameAs', '$data.addon.name'],
    ]);
  });

  it('does not read keys of body templates as condition subjects', () => {
    const uses = bindingsOf({ call: { operationId: 'op', body: { when: { '$form.x': 1 } } } });
    expect(uses).toEqual([]);
  });
});

describe('formFieldOfServerError', () => {
  it('maps a server field back through the body template to the form field', () => {
    const call = { body: { contactDetails: '$form', final: true } };
    expect(formFieldOfServerError(call, 'contactDetails.email')).toBe('email');
    expect(formFieldOfServerError(call, 'final')).toBeUndefined();
    expect(formFieldOfServerError({ body: '$form' }, 'websiteProvider.packageName')).toBe('websiteProvider.packageName');
    expect(formFieldOfServerError({ body: { name: '$form.fullName' } }, 'name')).toBe('fullName');
  });

  it('maps query and path parameter errors too', () => {
    const call = { query: { stateChangedReason: '$form.reason', inactivationType: 'INACTIVATION' } };
    expect(formFieldOfServerError(call, 'query.stateChangedReason')).toBe('reason');
    expect(formFieldOfServerError(call, 'query.inactivationType')).toBeUndefined();
    expect(formFieldOfServerError({ path: { dlCode: '$row.dealerCode' } }, 'path.dlCode')).toBeUndefined();
  });
});
