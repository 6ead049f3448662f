import type { SkinDefinition } from '../generated.ts';
import type { CheckContext } from './check-context.ts';
import { keyProblem } from './check-i18n.ts';

/** An OEM skin: valid against skin.schema.json, named like its folder; label overrides, footer pages and slide links that exist. */
export function checkSkin(skin: unknown, folder: string, ctx: CheckContext): Array<{ pointer: string; message: string }> {
  const findings = ctx.meta.skin(skin);
  if (findings.errors.length) return findings.errors;
  const issues: Array<{ pointer: string; message: string }> = [];
  const definition = skin as SkinDefinition;
  if (definition.oem !== folder) issues.push({ pointer: '/oem', message: `"${definition.oem}" differs from the folder name "${folder}"` });
  for (const [from, to] of Object.entries(definition.labels ?? {})) {
    for (const [key, pointer] of [[from, `/labels/${from}`], [to, `/labels/${from}`]] as const) {
      const problem = keyProblem(ctx, key);
      if (problem) issues.push({ pointer, message: problem });
    }
  }
  for (const page of Object.keys(definition.footer.pages ?? {})) {
    if (!ctx.inputs.routes.has(page)) issues.push({ pointer: `/footer/pages/${page}`, message: `unknown route "${page}": not in the route table (src/shell/routes/route-table.ts)` });
  }
  definition.hero?.images?.forEach((image, index) => {
    if (image.link !== undefined && !/^https?:\/\//i.test(image.link) && !ctx.inputs.routes.has(image.link)) {
      issues.push({ pointer: `/hero/images/${index}/link`, message: `unknown route "${image.link}": not in the route table (src/shell/routes/route-table.ts) nor an http link` });
    }
  });
  return issues;
}
