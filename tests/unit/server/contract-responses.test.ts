/**
 * The API test harness checks every answer it receives against the contract
 * (tests/support/contract-responses.ts, called by test-server.ts on each request). This proves
 * the check can fail: each kind of broken answer is named, and a good one passes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ContractResponses, type CheckedAnswer } from '../../support/contract-responses.ts';

let contract: ContractResponses;
beforeAll(async () => {
  contract = await ContractResponses.load();
}, 60_000);

const EXPORT = '/api/portal/enrollments/export';
const csvHeaders = (extra: Record<string, string> = {}) => new Headers({ 'content-type': 'text/csv; charset=utf-8', ...extra });
const answer = (overrides: Partial<CheckedAnswer>): CheckedAnswer => ({
  method: 'GET',
  pathname: '/api/portal/oems',
  status: 200,
  contentType: 'application/json',
  body: [{ id: 1, name: 'Honda' }],
  headers: new Headers({ 'content-type': 'application/json' }),
  ...overrides,
});

describe('the contract check of every API answer', () => {
  it('passes an answer that keeps the contract', () => {
    expect(contract.problems(answer({}))).toEqual([]);
    expect(
      contract.problems(answer({ pathname: EXPORT, contentType: 'text/csv', body: 'a\r\n', headers: csvHeaders({ 'content-disposition': 'attachment; filename="Enrollments-2026-11-24.csv"' }) })),
    ).toEqual([]);
  });

  it('names a JSON body that breaks its schema', () => {
    const problems = contract.problems(answer({ body: [{ id: 'one', name: 'Honda' }] }));
    expect(problems.join('\n')).toMatch(/listOems answered 200: body\/0\/id must be integer/);
  });

  it('names a status or a media type the operation does not declare', () => {
    expect(contract.problems(answer({ status: 418 })).join('\n')).toMatch(/a status the contract does not declare/);
    expect(contract.problems(answer({ contentType: 'text/html', body: '<p>' })).join('\n')).toMatch(/as text\/html; the contract declares application\/json/);
  });

  it('names a file answer without the Content-Disposition the contract declares, or with one that names no file', () => {
    expect(contract.problems(answer({ pathname: EXPORT, contentType: 'text/csv', body: 'a', headers: csvHeaders() })).join('\n')).toMatch(
      /exportEnrollmentsCsv answered 200 without the Content-Disposition header/,
    );
    expect(
      contract.problems(answer({ pathname: EXPORT, contentType: 'text/csv', body: 'a', headers: csvHeaders({ 'content-disposition': 'attachment; filename="../"' }) })).join('\n'),
    ).toMatch(/names no file the browser can save/);
  });

  it('names a declared header whose value breaks its schema, or a required one that is missing', () => {
    const token = { access_token: 'a', token_type: 'bearer', refresh_token: 'r', expires_in: 300, scope: 'portal', userId: 1 };
    const login = (headers: Record<string, string>) =>
      contract.problems(answer({ method: 'POST', pathname: '/oauth/token', body: token, headers: new Headers({ 'content-type': 'application/json', ...headers }) }));
    expect(login({ 'cache-control': 'max-age=60' }).join('\n')).toMatch(/requestAccessToken answered 200 with Cache-Control: max-age=60/);
    const started = contract.problems(
      answer({ method: 'POST', pathname: '/api/portal/impersonate', body: { loginName: 'dealer', userName: 'Dee Dealer', oemName: 'Honda' } }),
    );
    expect(started.join('\n')).toMatch(/startImpersonation answered 200 without the Set-Cookie header/);
  });
});
