/**
 * Issue #17's fourteen operations ("all 14, none may answer 501"), and the tools operations
 * designed beside them, are served: each is probed with a plausible request (parameters sampled
 * from the contract, an empty body of its media type) as a user its roles admit, and answers
 * something other than 501 Not Implemented, and no 5xx.
 */
import { describe, expect, it } from 'vitest';
import { OperationSamples } from '../../support/operation-samples.ts';
import { useTestServer } from '../../support/test-server.ts';
import { allowedUser } from '../hostile/hostile-requests.ts';

const server = useTestServer();

const ISSUE_OPERATIONS = [
  'getResourceFilterOptions',
  'searchResources',
  'deleteResource',
  'getPayloadLookupPage',
  'searchPayloads',
  'getPayloadFailDetails',
  'getPayloadXml',
  'downloadPayload',
  'exportPayloadsXls',
  'getLogViewerPage',
  'searchLogs',
  'unsubscribeNotification',
  'subscribeAllNotifications',
  'sendContactUsMessage',
];
const DESIGNED_BESIDE = ['getResourceFile', 'getResourceCaptions', 'listContactUsMessages', 'resendContactUsMessage'];

describe('the tools operations', () => {
  it('are all in the contract and all served (no 501, no 5xx)', async () => {
    const samples = await OperationSamples.load();
    const byId = new Map(server().contract.operations.map((entry) => [entry.operation.operationId, entry]));
    const answers: Record<string, number> = {};
    for (const operationId of [...ISSUE_OPERATIONS, ...DESIGNED_BESIDE]) {
      const entry = byId.get(operationId);
      expect(entry, operationId).toBeDefined();
      const { contract, operation } = entry!;
      const { path, query } = samples.requestOf(operation, contract.basePath);
      const url = new URL(path, server().url);
      for (const [name, value] of Object.entries(query)) for (const item of [value].flat()) url.searchParams.append(name, item);
      const headers: Record<string, string> = { authorization: `Bearer ${await server().tokenFor(allowedUser(operation))}` };
      const json = operation.requestBody?.content?.['application/json'] !== undefined;
      if (json) headers['content-type'] = 'application/json';
      const res = await fetch(url, { method: operation.method.toUpperCase(), headers, body: json ? '{}' : undefined });
      await res.arrayBuffer();
      answers[operationId] = res.status;
    }
    expect(Object.keys(answers)).toHaveLength(18);
    for (const [operationId, status] of Object.entries(answers)) {
      expect(status, `${operationId} answered ${status}`).not.toBe(501);
      expect(status, `${operationId} answered ${status}`).toBeLessThan(500);
    }
  });
});
