/** One QA finding: where (file and JSON pointer into it) and why. */
export interface CheckIssue {
  readonly file: string;
  readonly pointer: string;
  readonly message: string;
}

export function formatIssue(issue: CheckIssue): string {
  return `${issue.file}:${issue.pointer || '/'}: ${issue.message}`;
}
