/**
 * The handler types (src/server/kernel/operation-handlers.ts) hold an area to the contract: a
 * handler's input is the operation's own parameters and body, and its answer one of the
 * operation's success responses. The `@ts-expect-error` lines are the proof: `npm test`'s type
 * check fails if any of them compiles, that is, if the types stopped catching that mistake.
 * The runtime part checks that the typed handlers really receive what the types promise.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import type {
  BodyOf,
  MultipartFilePart,
  OperationHandlers,
  OperationResult,
  PathParamsOf,
  QueryOf,
} from '../../../src/server/kernel/operation-handlers.ts';
import { fileDownload } from '../../../src/server/kernel/file-download.ts';

type DealerUpdate = components['schemas']['DealerUpdate'];
type Dealer = components['schemas']['Dealer'];

describe('handler types from the contract', () => {
  it('type path parameters, query and body by operation', () => {
    expectTypeOf<PathParamsOf<'updateDealer'>>().toEqualTypeOf<{ dlCode: components['schemas']['DealerCode'] }>();
    expectTypeOf<BodyOf<'updateDealer'>>().toEqualTypeOf<DealerUpdate>();
    expectTypeOf<QueryOf<'changeProgramStatus'>['programId']>().toEqualTypeOf<number>();
    expectTypeOf<QueryOf<'searchDealers'>['page']>().toEqualTypeOf<number | undefined>();
    // An operation without a body or parameters gets none.
    expectTypeOf<BodyOf<'getDealer'>>().toEqualTypeOf<undefined>();
    expectTypeOf<QueryOf<'getDealer'>>().toEqualTypeOf<Record<string, never>>();
    // A multipart file part is left for the handler to check; its text parts keep their types.
    expectTypeOf<BodyOf<'uploadCmsMedia'>>().toEqualTypeOf<{ file: MultipartFilePart }>();
  });

  it('refuse a wrong input, a wrong answer and an unknown operation at compile time', () => {
    const dealer = {} as Dealer;
    const handlers: OperationHandlers = {
      getDealer: async ({ params }) => {
        // @ts-expect-error getDealer has no `dealerCode` path parameter (it is `dlCode`).
        void params.dealerCode;
        return { body: dealer };
      },
      updateDealer: async ({ body }) => {
        // @ts-expect-error the body is a DealerUpdate; `nme` is not one of its fields.
        void body.nme;
        return { body: dealer };
      },
      // @ts-expect-error the answer of getDealerServiceData is not a Dealer.
      getDealerServiceData: async () => ({ body: dealer }),
      // @ts-expect-error createBillingProfile answers 201, and says so.
      createBillingProfile: async () => ({ body: {} as components['schemas']['StoredBillingProfile'] }),
      // @ts-expect-error a CSV export answers a file (content type and bytes), not JSON.
      exportEnrollmentsCsv: async () => ({ body: [dealer] }),
    };
    const misspelt: OperationHandlers = {
      // @ts-expect-error no operation is called getDealers.
      getDealers: async () => ({ body: [] }),
    };
    expect(Object.keys(handlers)).toContain('getDealer');
    expect(Object.keys(misspelt)).toEqual(['getDealers']);
  });

  it('accept a file built by the kernel as the answer of a file operation', () => {
    const answer: OperationResult<'exportEnrollmentsCsv'> = fileDownload({ fileName: 'Enrollments-2026-01-31.csv', contentType: 'text/csv; charset=utf-8', content: 'a,b\r\n' });
    expect(answer.headers['content-disposition']).toBe('attachment; filename="Enrollments-2026-01-31.csv"');
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
  });
});
