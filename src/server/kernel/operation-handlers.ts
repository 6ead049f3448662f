/**
 * The types of an area's handlers, derived from the generated `operations` of both contracts
 * (src/api/generated/{portal,cms}.ts, `npm run gen`), so the contract is the only source of a
 * call's shape on the server too:
 *
 *   export function createDealerHandlers({ db }: HandlerDeps): OperationHandlers {
 *     return {
 *       getDealer: async ({ params }) => ({ body: await readDealer(db, params.dlCode) }),
 *     };
 *   }
 *
 * Keys are operation ids (a misspelt one does not compile); `params`, `query` and `body` are the
 * operation's path parameters, query parameters and request body exactly as the contract types
 * them, already checked by the route loader (contract/register-operations.ts) before the
 * handler runs, so no handler casts its input; the result must be one of the operation's
 * success answers (its status, and its JSON body or a file). Errors are thrown as HttpError or
 * ValidationError (http/http-error.ts, kernel/field-errors.ts), never returned.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations as CmsOperations } from '../../api/generated/cms.ts';
import type { operations as PortalOperations } from '../../api/generated/portal.ts';
import type { Caller } from '../auth/caller.ts';

type Operations = PortalOperations & CmsOperations;

/** Every operation id either contract declares. */
export type OperationId = keyof Operations & string;

/** openapi-typescript writes "none" as an optional `never`; a handler sees an empty object there. */
type Present<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;

type ParametersOf<Id extends OperationId> = Operations[Id]['parameters'];

/** The operation's path parameters, e.g. `{ dlCode: string }`. */
export type PathParamsOf<Id extends OperationId> = Present<ParametersOf<Id>['path']>;

/** The operation's query parameters, coerced to their schema types (numbers, booleans, arrays). */
export type QueryOf<Id extends OperationId> = Present<ParametersOf<Id>['query']>;

/**
 * What arrives under a multipart file field's name (the contract's `contentMediaType` string
 * parts, generated as Blob for the browser): the schema check leaves file parts to the handler,
 * which narrows with `isUploadedFile` (http/uploaded-file.ts) and checks type and size itself.
 */
export type MultipartFilePart = unknown;

type MultipartBody<T> = { [K in keyof T]: Blob extends NonNullable<T[K]> ? MultipartFilePart : T[K] };

type BodyOfContent<Content> = {
  [Media in keyof Content]: Media extends 'multipart/form-data' ? MultipartBody<Content[Media]> : Content[Media];
}[keyof Content];

type RequestBodyOf<Op> = Op extends { requestBody: { content: infer Content } }
  ? BodyOfContent<Content>
  : Op extends { requestBody?: { content: infer Content } }
    ? BodyOfContent<Content> | undefined
    : undefined;

/** The request body in the shape of its media type's schema (JSON, form, or multipart with file parts). */
export type BodyOf<Id extends OperationId> = RequestBodyOf<Operations[Id]>;

/** Headers a handler adds to its answer, names in lower case. */
export type ResponseHeaders = Readonly<Record<string, string>>;

/** 200 is the default status; any other success status is said. */
type StatusOf<Status> = Status extends 200 ? { status?: 200 } : { status: Status };

type JsonMediaType = 'application/json' | `application/${string}+json`;

/**
 * A file answer (CSV, image, document): the bytes or text, with its media type and, for a
 * download, its Content-Disposition; kernel/file-download.ts builds one.
 */
export interface FileAnswer {
  headers: ResponseHeaders & { 'content-type': string };
  /** A stream for a file written while it is sent (the compliance "download all" zip). */
  body: Buffer | string | Readable;
}

type AnswerOfContent<Content, Status> = {
  [Media in keyof Content]: StatusOf<Status> &
    (Media extends JsonMediaType ? { body: Content[Media]; headers?: ResponseHeaders } : FileAnswer);
}[keyof Content];

type AnswerOf<Response, Status> = Response extends { content: infer Content }
  ? AnswerOfContent<Content, Status>
  : StatusOf<Status> & { body?: undefined; headers?: ResponseHeaders };

type SuccessStatus = 200 | 201 | 202 | 204;

type ResultOfResponses<Responses> = {
  [Status in Extract<keyof Responses, SuccessStatus>]: AnswerOf<Responses[Status], Status>;
}[Extract<keyof Responses, SuccessStatus>];

/** One of the operation's success answers: its status, and its JSON body or its file. */
export type OperationResult<Id extends OperationId> = ResultOfResponses<Operations[Id]['responses']>;

export interface OperationContext<Id extends OperationId> {
  params: PathParamsOf<Id>;
  query: QueryOf<Id>;
  body: BodyOf<Id>;
  /** The signed-in user the call acts as (the impersonated user while an admin impersonates); null on public calls. */
  caller: Caller | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type OperationHandler<Id extends OperationId> = (ctx: OperationContext<Id>) => Promise<OperationResult<Id>>;

/** What an area factory returns: handlers for some operations, each typed by its operation id. */
export type OperationHandlers = { [Id in OperationId]?: OperationHandler<Id> };
