/** Values of path and query parameters of a route link, after its bindings are read. */
export type RouteValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * Builds the address of a named route (the shell's route table): the engine names routes in
 * definitions but does not own the table, so the host hands this in with the screen.
 */
export type RoutePath = (route: string, params?: RouteValues, query?: RouteValues) => string;
