/** The fetch shape openapi-fetch calls: one finished Request in, a Response out. */
export type FetchFunction = (request: Request) => Promise<Response>;
