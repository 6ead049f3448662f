import type { RouteLink } from '../generated.ts';
import type { ScreenScan } from './screen-scan.ts';

/** Every route named exists in the route table, and every link binds exactly the route's path parameters. */
export function checkRoutes(scan: ScreenScan): void {
  const routes = scan.ctx.inputs.routes;
  for (const { pointer, value } of scan.findings.routeNames) {
    if (!routes.has(value)) scan.report(pointer, `unknown route "${value}": not in the route table (src/shell/routes/route-table.ts)`);
  }
  for (const { pointer, value } of scan.findings.links) {
    const link = value as unknown as RouteLink;
    const route = routes.get(link.route);
    if (!route) continue;
    const bound = link.params ?? {};
    for (const param of route.params) {
      if (!Object.hasOwn(bound, param)) scan.report(pointer, `route "${link.route}" (${route.path}) needs parameter "${param}"`);
    }
    for (const name of Object.keys(bound)) {
      if (!route.params.includes(name)) scan.report(`${pointer}/params/${name}`, `route "${link.route}" (${route.path}) has no parameter "${name}"`);
    }
  }
}
