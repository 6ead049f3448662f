/**
 * What a failed journey's page showed, printed into the run's log. CI keeps only the log, not
 * test-results/: a journey that timed out on a click says nothing of the dialog or the error
 * modal that covered the button, so its page snapshot (Playwright's error-context.md, the page's
 * accessibility tree at the failure) is printed after the failures: its dialogs and alerts whole
 * (MUI draws them last, at the end of a long tree), else the tree's first lines.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const LINES_PER_PAGE = 80;
const OVERLAY = /^\s*- (dialog|alertdialog|alert)\b/;

const indentOf = (line: string) => line.length - line.trimStart().length;

/** Each dialog's and alert's line with the lines nested under it. */
function overlays(lines: readonly string[]): string[] {
  const shown: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!OVERLAY.test(lines[i]!)) continue;
    const depth = indentOf(lines[i]!);
    let end = i + 1;
    while (end < lines.length && indentOf(lines[end]!) > depth) end++;
    shown.push(...lines.slice(i, end));
    i = end - 1;
  }
  return shown;
}

function snapshotOf(markdown: string): string | undefined {
  const at = markdown.indexOf('# Page snapshot');
  if (at < 0) return undefined;
  const block = /```yaml\n([\s\S]*?)```/.exec(markdown.slice(at));
  return block?.[1];
}

export function printFailedJourneyPages(outputDir: string): void {
  if (!existsSync(outputDir)) return;
  const contexts = readdirSync(outputDir, { recursive: true })
    .map(String)
    .filter((file) => path.basename(file) === 'error-context.md')
    .sort();
  for (const file of contexts) {
    const snapshot = snapshotOf(readFileSync(path.join(outputDir, file), 'utf8'));
    if (!snapshot) continue;
    const tree = snapshot.trimEnd().split('\n');
    const dialogs = overlays(tree);
    const lines = dialogs.length > 0 ? dialogs : tree;
    const what = dialogs.length > 0 ? 'its dialogs and alerts' : 'its accessibility tree';
    console.log(`\n── the page when ${path.dirname(file)} failed: ${what}`);
    console.log(lines.slice(0, LINES_PER_PAGE).join('\n'));
    if (lines.length > LINES_PER_PAGE) console.log(`… ${lines.length - LINES_PER_PAGE} more lines`);
  }
}
