import { describe, expect, it } from 'vitest';
import { configCoverage, constraintParityReport, type CodeUsage } from '../../../../src/engine/tooling.ts';
import { FIXTURE_ROUTES, fixtureContext, fixtureContract, fixtureFolder } from './fixture-context.ts';

/** What a scan of the fixture portal's code would find: the sign-out call, the sign-in page, its key. */
const CODE: CodeUsage = {
  operations: new Map([['signOutFixture', ['src/shell/session/sign-out.ts']]]),
  routes: new Set(['fxSignIn']),
  strings: new Set(['FX_SIGN_IN']),
};

describe('config coverage', () => {
  const { set, oems } = fixtureFolder();
  const coverage = configCoverage(set, oems, fixtureContext(), CODE, FIXTURE_ROUTES);

  it('names the operations no screen and no shell code calls, and who calls the others', () => {
    expect(coverage.uncalledOperations).toEqual(['exportFixtureDealers']);
    expect(coverage.operations.find((o) => o.operationId === 'getFixtureDealer')).toEqual({
      operationId: 'getFixtureDealer',
      method: 'GET',
      path: '/api/fixture/dealers/{dealerCode}',
      screens: ['dealerDetail'],
      code: [],
    });
    expect(coverage.operations.find((o) => o.operationId === 'signOutFixture')?.code).toEqual(['src/shell/session/sign-out.ts']);
  });

  it('names the routes with no screen, and tells a route the shell serves itself', () => {
    expect(coverage.routesWithoutScreen).toEqual(['fxOrphan']);
    expect(coverage.routes.map((r) => `${r.name}:${r.servedBy}`)).toEqual([
      'fxDealers:definition',
      'fxDealer:definition',
      'fxDealerEdit:definition',
      'fxSignIn:code',
      'fxOrphan:none',
    ]);
  });

  it('names the keys French lacks and the keys nothing uses', () => {
    expect(coverage.i18n.missingInFrench).toEqual(['FX_PAGE_DEALER']);
    expect(coverage.i18n.missingInEnglish).toEqual([]);
    expect(coverage.i18n.unused).toEqual(['FX_UNUSED']);
  });

  it('names the response fields no table or detail shows, over every OEM', () => {
    expect(coverage.responseFields).toEqual([
      // Gamma's overlay shows the email on the detail; no OEM shows the code there.
      { operationId: 'getFixtureDealer', part: 'response', shown: ['email', 'name', 'nickname'], unshown: ['dealerCode'] },
      { operationId: 'listFixtureDealers', part: 'rows', shown: ['dealerCode', 'name', 'nickname'], unshown: ['email'] },
    ]);
  });
});

describe('constraint parity', () => {
  it('names every field looser or stricter than the contract field it lands in, where it is and for which OEMs', () => {
    const { set, oems } = fixtureFolder();
    const parity = constraintParityReport(set, oems, fixtureContext());
    const edit = 'tests/fixtures/qa-workbench/screens/dealerEdit.json';
    expect(parity.map((p) => [p.file, p.pointer, p.operationId, p.contractField, p.keyword, p.screen, p.contract, p.direction])).toEqual([
      [edit, '/blocks/dealer/schema/properties/name', 'updateFixtureDealer', 'body.name', 'maxLength', 500, 100, 'looser'],
      [edit, '/blocks/dealer/schema/properties/nickname', 'updateFixtureDealer', 'body.nickname', 'maxLength', 20, 40, 'stricter'],
    ]);
    expect(parity.every((p) => p.screenId === 'dealerEdit' && p.oems.join() === 'alpha,beta,delta,gamma')).toBe(true);
  });

  it('finds none where a screen takes its fields from the contract unchanged', () => {
    const { set, oems } = fixtureFolder();
    const ctx = fixtureContext();
    const edit = set.screens.find((s) => s.file.endsWith('dealerEdit.json'))!;
    const faithful = structuredClone(edit.definition) as { blocks: { dealer: { schema: unknown } } };
    faithful.blocks.dealer.schema = { $ref: 'contract#/components/schemas/UpdateDealer' };
    const parity = constraintParityReport({ ...set, screens: [{ file: edit.file, definition: faithful }] }, oems, ctx);
    expect(parity).toEqual([]);
  });

  it('names a required field the form leaves optional and a pattern the contract lacks', () => {
    const { set, oems } = fixtureFolder();
    const edit = set.screens.find((s) => s.file.endsWith('dealerEdit.json'))!;
    const changed = structuredClone(edit.definition) as { blocks: { dealer: { schema: { required: string[]; properties: Record<string, Record<string, unknown>> } } } };
    changed.blocks.dealer.schema.required = [];
    changed.blocks.dealer.schema.properties.name!.maxLength = 100;
    changed.blocks.dealer.schema.properties.nickname = { type: 'string', maxLength: 40, pattern: '^[a-z]+$' };
    const parity = constraintParityReport({ ...set, screens: [{ file: edit.file, definition: changed }] }, oems, fixtureContext());
    expect(parity.map((p) => `${p.contractField} ${p.keyword} ${p.direction}`)).toEqual(['body.name required looser', 'body.nickname pattern stricter']);
  });

  it('leaves out what a user cannot send: a value picked from the server’s options, an empty filter', () => {
    const { set, oems } = fixtureFolder();
    const edit = set.screens.find((s) => s.file.endsWith('dealerEdit.json'))!;
    const picked = structuredClone(edit.definition) as { blocks: { dealer: { options?: unknown } } };
    // The name is chosen from the dealers the server lists: its 500 against the contract's 100 cannot be typed.
    picked.blocks.dealer.options = { name: { call: { operationId: 'listFixtureDealers' }, items: 'content', value: 'name', label: 'name' } };

    const list = set.screens.find((s) => s.file.endsWith('dealerList.json'))!;
    const filtered = structuredClone(list.definition) as { blocks: Record<string, unknown> & { list: { call: Record<string, unknown> } } };
    filtered.blocks.filters = { kind: 'filters', target: 'list', schema: { type: 'object', properties: { term: { type: 'string', title: 'FX_COLUMN_NAME', maxLength: 100 } } } };
    filtered.blocks.list.call.query = { term: '$filters.term' };
    const contract = fixtureContract() as unknown as { operations: Array<{ operationId: string; parameters: unknown[] }> };
    contract.operations.find((o) => o.operationId === 'listFixtureDealers')!.parameters.push({ name: 'term', in: 'query', schema: { type: 'string', minLength: 1, maxLength: 50 } });

    const parity = constraintParityReport(
      { ...set, screens: [{ file: edit.file, definition: picked }, { file: list.file, definition: filtered }] },
      oems,
      fixtureContext(contract as never),
    );
    // Still named: a stricter rule (information) and a typed filter longer than the contract allows.
    expect(parity.map((p) => `${p.contractField} ${p.keyword} ${p.direction}`)).toEqual(['body.nickname maxLength stricter', 'query.term maxLength looser']);
  });

  it('still names a field whose options are searched as the user types, since typed values are sent too', () => {
    const { set, oems } = fixtureFolder();
    const edit = set.screens.find((s) => s.file.endsWith('dealerEdit.json'))!;
    const searched = structuredClone(edit.definition) as { blocks: { dealer: { options?: unknown } } };
    searched.blocks.dealer.options = { name: { call: { operationId: 'listFixtureDealers' }, items: 'content', value: 'name', label: 'name', search: 'term' } };
    const parity = constraintParityReport({ ...set, screens: [{ file: edit.file, definition: searched }] }, oems, fixtureContext());
    expect(parity.map((p) => `${p.contractField} ${p.keyword} ${p.direction}`)).toEqual(['body.name maxLength looser', 'body.nickname maxLength stricter']);
  });
});

