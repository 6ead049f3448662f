/**
 * The portal's name mapping (src/server/db/camel-case-names.ts) remembers each conversion; it must
 * give exactly what Kysely's CamelCasePlugin gives, configured as the portal had it.
 */
import { CamelCasePlugin, type QueryResult, type UnknownRow } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CamelCaseNames } from '../../../src/server/db/camel-case-names.ts';

type Mapper = { camelCase(name: string): string; snakeCase(name: string): string };
const plain = new CamelCasePlugin({ maintainNestedObjectKeys: true });
const remembering = new CamelCaseNames();
const result = (rows: UnknownRow[]) => ({ rows }) as QueryResult<UnknownRow>;

describe('CamelCaseNames', () => {
  it('maps names both ways as CamelCasePlugin does, the second time from memory too', () => {
    const names = ['dealer_code', 'program_enrollments', 'addon_1_name', 'x', 'already_camel_case_id', 'last_login_at'];
    const camels = ['dealerCode', 'programEnrollments', 'addon1Name', 'leadId12', 'totalEstimated', 'customerLastName'];
    for (let round = 0; round < 2; round += 1) {
      for (const name of names) expect((remembering as unknown as Mapper).camelCase(name)).toBe((plain as unknown as Mapper).camelCase(name));
      for (const name of camels) expect((remembering as unknown as Mapper).snakeCase(name)).toBe((plain as unknown as Mapper).snakeCase(name));
    }
  });

  it('maps a row’s keys and leaves its values, jsonb objects and arrays included, as they came', async () => {
    const addons = [{ addon_id: 1, scheduled_date: null }];
    const row = { dealer_code: 'HON0001', addons, custom_parameters: { page_size: 25 }, enrolled_date: new Date(0) };
    const mine = await remembering.transformResult({ result: result([row]), queryId: { queryId: '1' } });
    const theirs = await plain.transformResult({ result: result([row]), queryId: { queryId: '1' } });
    expect(mine.rows).toEqual(theirs.rows);
    expect(mine.rows[0]).toEqual({ dealerCode: 'HON0001', addons, customParameters: { page_size: 25 }, enrolledDate: new Date(0) });
  });
});
