/**
 * What a screenshot's pixels depend on besides the definitions: the browser's version and the
 * fonts the system gives for the skins' font families (every skin names Helvetica Neue and Arial,
 * which Debian answers with a substitute). The approved set records them, and a run on another
 * environment says so above its results, since its differences may be rendering, not definitions.
 */
import { execFileSync } from 'node:child_process';

export interface RenderEnvironment {
  readonly chromium: string;
  readonly fonts: Readonly<Record<string, string>>;
}

const FAMILIES = ['Helvetica Neue', 'Helvetica', 'Arial', 'Roboto', 'sans-serif', 'monospace'];

function fontFor(family: string): string {
  try {
    return execFileSync('fc-match', ['--format=%{family[0]} %{style[0]}', family], { encoding: 'utf8', timeout: 5000 }).trim();
  } catch {
    return 'unknown (no fc-match)';
  }
}

export function renderEnvironment(chromiumVersion: string): RenderEnvironment {
  return { chromium: chromiumVersion, fonts: Object.fromEntries(FAMILIES.map((family) => [family, fontFor(family)])) };
}

/** One line per difference between the approved set's environment and this one (none: same rendering). */
export function environmentDifferences(approved: RenderEnvironment | undefined, current: RenderEnvironment): string[] {
  if (!approved) return [];
  const lines: string[] = [];
  if (approved.chromium !== current.chromium) lines.push(`Chromium ${approved.chromium} approved, ${current.chromium} here`);
  for (const family of FAMILIES) {
    const before = approved.fonts[family];
    const now = current.fonts[family];
    if (before !== undefined && before !== now) lines.push(`"${family}" was ${before}, is ${now} here`);
  }
  return lines;
}
