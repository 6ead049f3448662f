import { parser } from '@lezer/json';
import type { CheckContext } from '../../engine/tooling.ts';
import { checkDraft, type DraftInput } from '../check/check-draft.ts';
import { lineOf, pointerRange } from './pointer-position.ts';

export interface DraftDiagnostic {
  readonly from: number;
  readonly to: number;
  /** 1-based line of `from`. */
  readonly line: number;
  readonly pointer: string;
  readonly message: string;
  readonly oem?: string;
}

/** Where a syntax error is: JSON.parse names a position in its message on every engine we ship to. */
function syntaxErrorAt(text: string, error: Error): number {
  const position = /position (\d+)/.exec(error.message)?.[1];
  if (position !== undefined) return Math.min(Number(position), text.length);
  const lineColumn = /line (\d+) column (\d+)/.exec(error.message);
  if (lineColumn) {
    const lines = text.split('\n').slice(0, Number(lineColumn[1]) - 1);
    return lines.reduce((sum, line) => sum + line.length + 1, 0) + Number(lineColumn[2]) - 1;
  }
  return text.length;
}

/**
 * The QA check's findings on a draft's text, each placed at the member its JSON pointer names
 * (its first line: a block of fifty lines is flagged where it starts). A text that is not JSON
 * gives one finding at the syntax error.
 */
export function draftDiagnostics(text: string, input: Omit<DraftInput, 'draft'>, ctx?: CheckContext): DraftDiagnostic[] {
  let draft: unknown;
  try {
    draft = JSON.parse(text);
  } catch (error) {
    const at = syntaxErrorAt(text, error as Error);
    return [{ from: at, to: Math.min(text.length, at + 1), line: lineOf(text, at), pointer: '', message: `not valid JSON: ${(error as Error).message}` }];
  }
  const tree = parser.parse(text);
  return checkDraft({ ...input, draft }, ctx).map((issue) => {
    const range = pointerRange(text, issue.pointer, tree);
    const lineEnd = text.indexOf('\n', range.from);
    const to = lineEnd < 0 || lineEnd > range.to ? range.to : lineEnd;
    return { from: range.from, to: Math.max(to, range.from + 1), line: lineOf(text, range.from), pointer: issue.pointer, message: issue.oem ? `${issue.oem}: ${issue.message}` : issue.message, oem: issue.oem };
  });
}
