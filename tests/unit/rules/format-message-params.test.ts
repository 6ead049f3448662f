// The message parameters a server field error's translation uses (issue #11 item 6): kept apart
// from the validators so the home page carries no rules, and the same as the formats' own.
import { describe, expect, it } from 'vitest';
import { FORMAT_MESSAGE_PARAMS } from '../../../src/rules/format-message-params.ts';
import { RULE_FORMATS } from '../../../src/rules/formats.ts';

describe('format message parameters', () => {
  it('name the parameters of every format whose message takes some, and no others', () => {
    const fromFormats = new Map(Object.values(RULE_FORMATS).flatMap((rule) => ('params' in rule ? [[rule.messageKey as string, rule.params]] : [])));
    expect(new Map(FORMAT_MESSAGE_PARAMS)).toEqual(fromFormats);
  });
});
