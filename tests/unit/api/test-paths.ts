// A hand-written stand-in for the generated `paths` types (tests only), in openapi-typescript's
// shape, so the clients are exercised exactly as they will be with src/api/generated/*.ts.

type Json<Body> = { headers: { [name: string]: unknown }; content: { 'application/json': Body } };
type ErrorBody = { code: string; message: string };
type ErrorResponses = { 400: Json<{ errors: { field: string; message: string }[] }>; 401: Json<ErrorBody>; 403: Json<ErrorBody>; 404: Json<ErrorBody>; 500: Json<ErrorBody>; 503: Json<ErrorBody> };
type Impersonate = { impersonate?: string };
type NoMethods = { put?: never; post?: never; get?: never; delete?: never; options?: never; head?: never; patch?: never; trace?: never };
type Params<Query = never, Path = never> = { query?: Query; header?: Impersonate; path?: Path; cookie?: never };

export interface PortalTestPaths {
  '/api/portal/oems': Omit<NoMethods, 'get'> & {
    parameters: Params;
    get: { parameters: Params; requestBody?: never; responses: { 200: Json<{ name: string }[]> } & ErrorResponses };
  };
  '/api/portal/contactUs': Omit<NoMethods, 'post'> & {
    parameters: Params;
    post: {
      parameters: Params;
      requestBody: { content: { 'application/json': { name: string; message: string } } };
      responses: { 200: Json<{ success: boolean }> } & ErrorResponses;
    };
  };
  '/api/portal/prelead/progress': Omit<NoMethods, 'get'> & {
    parameters: Params<{ id: string }>;
    get: { parameters: Params<{ id: string }>; requestBody?: never; responses: { 200: Json<{ percent: number }> } & ErrorResponses };
  };
  '/api/portal/enrollments/export': Omit<NoMethods, 'get'> & {
    parameters: Params;
    get: {
      parameters: Params;
      requestBody?: never;
      responses: { 200: { headers: { 'Content-Disposition'?: string; [name: string]: unknown }; content: { 'text/csv': string } } } & ErrorResponses;
    };
  };
  '/oauth/token': Omit<NoMethods, 'post'> & {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': { grant_type: 'password'; username: string; password: string; 'remember-me'?: boolean };
        };
      };
      responses: { 200: Json<{ access_token: string; token_type: string; refresh_token?: string; expires_in: number; scope: string }>; 401: Json<ErrorBody> };
    };
  };
  '/sso/auth/forgotPassword': Omit<NoMethods, 'post'> & {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: { content: { 'application/x-www-form-urlencoded': { email: string } } };
      responses: { 200: Json<{ success: boolean }>; 400: Json<ErrorBody> };
    };
  };
}

export interface CmsTestPaths {
  '/api/page/data': Omit<NoMethods, 'get'> & {
    parameters: Params<{ language: string; pagesHri: string }>;
    get: {
      parameters: Params<{ language: string; pagesHri: string }>;
      requestBody?: never;
      responses: { 200: Json<{ id: number; humanReadableId: string }[]> } & ErrorResponses;
    };
  };
  '/api/draft/save': Omit<NoMethods, 'post'> & {
    parameters: Params;
    post: {
      parameters: Params;
      requestBody: { content: { 'application/json': { blockId: number; content: string } } };
      responses: { 200: Json<{ id: number }> } & ErrorResponses;
    };
  };
}
