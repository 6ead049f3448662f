/**
 * `npm run check:schemas`: the QA check of every screen definition (schemas/screens/**), every
 * definition merged with every OEM overlay (oem-skins/<oem>/screens/<screenId>.json) and every
 * skin (oem-skins/<oem>/skin.json), against the meta-schemas, the contract, the route table and
 * both i18n catalogues. Prints one line per problem (file:pointer: reason) and exits 1 on any.
 *
 * `--dir <folder>` checks the definitions under that folder instead, with its `oem-skins/`
 * subfolder as the overlays and skins (tests point it at tests/fixtures/...).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPOSITORY_ROOT } from './screen-definitions/definition-sources.ts';
import { collectCheckSet, createCheckContext } from './screen-definitions/check-inputs.ts';
import { checkAll, formatIssue, type CheckContext, type CheckIssue, type CheckSet } from '../src/engine/tooling.ts';

export { createCheckContext };

/** Checks a folder of definitions (with its oem-skins/ subfolder), or the repository's when none is given. */
export function checkFolder(ctx: CheckContext, dir?: string): { problems: CheckIssue[]; set: CheckSet } {
  const screensDir = dir ? path.resolve(dir) : path.join(REPOSITORY_ROOT, 'schemas/screens');
  const skinsDir = dir ? path.join(screensDir, 'oem-skins') : path.join(REPOSITORY_ROOT, 'oem-skins');
  const problems: CheckIssue[] = [];
  const set = collectCheckSet(screensDir, skinsDir, problems);
  problems.push(...checkAll(set, ctx));
  return { problems, set };
}

async function main(): Promise<number> {
  const dirFlag = process.argv.indexOf('--dir');
  const dir = dirFlag >= 0 ? process.argv[dirFlag + 1] : undefined;
  if (dirFlag >= 0 && !dir) {
    console.error('usage: check-schemas [--dir <folder>]');
    return 2;
  }
  const { problems, set } = checkFolder(await createCheckContext(), dir);
  for (const problem of problems) console.error(formatIssue(problem));
  const counted = `${set.screens.length} screen(s), ${set.overlays.length} overlay(s), ${set.skins.length} skin(s)`;
  if (problems.length) {
    console.error(`schema QA check: ${problems.length} problem(s) in ${counted}`);
    return 1;
  }
  console.log(`schema QA check: ${counted} OK`);
  return 0;
}

// Imported by the QA tests for createCheckContext and checkFolder; run as a command otherwise.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) process.exit(await main());
