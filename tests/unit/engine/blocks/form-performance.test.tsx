import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { RJSFSchema } from '@rjsf/utils';
import { createI18n } from '../../../../src/i18n/setup.ts';
import { EngineForm } from '../../../../src/engine/blocks/form/EngineForm.tsx';

afterEach(cleanup);
vi.setConfig({ testTimeout: 60_000 });

// Enough fields for a full re-render to dwarf one input's; the Chromium benchmark (bench:engine)
// compares 50, 200 and 1000 fields with plain RJSF.
const FIELDS = 60;
const schema: RJSFSchema = {
  type: 'object',
  required: ['field0'],
  properties: Object.fromEntries(
    Array.from({ length: FIELDS }, (_, index) => [`field${index}`, { type: 'string', title: `Field ${index}`, maxLength: 250, ...(index % 3 === 0 ? { format: 'email' } : {}) }]),
  ),
};

interface Commit {
  phase: string;
  actual: number;
  base: number;
}

function recorder() {
  const commits: Commit[] = [];
  const onRender: ProfilerOnRenderCallback = (_id, phase, actual, base) => commits.push({ phase, actual, base });
  return { commits, onRender };
}

/**
 * What a keystroke costs, measured with React's Profiler: `actualDuration` is the time spent
 * rendering in a commit, `baseDuration` what rendering the whole form without any memoization
 * would take. A keystroke that re-renders every field has a ratio near 1.
 */
async function typeAndMeasure(commits: Commit[], label: RegExp, text: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label);
  await user.click(input);
  const before = commits.length;
  await user.type(input, text);
  return commits.slice(before);
}

describe('form block performance (React Profiler)', () => {
  it(`re-renders one input per keystroke, not the ${FIELDS} fields, and validates nothing while typing`, async () => {
    const { commits, onRender } = recorder();
    const onSubmit = vi.fn();
    render(
      <I18nextProvider i18n={createI18n()}>
        <Profiler id="engine" onRender={onRender}>
          <EngineForm schema={schema} idPrefix="perf" onSubmit={onSubmit} submitLabel="Save" />
        </Profiler>
      </I18nextProvider>,
    );
    const typing = await typeAndMeasure(commits, /^Field 3\b/, 'abcdefgh');
    expect(typing.length).toBeGreaterThanOrEqual(8);
    // The median keystroke: a commit's duration is wall time, and one preempted by the machine's
    // other work (a CI run's parallel files) says nothing about what the engine re-rendered. A
    // form that re-renders every field is near 1 on every keystroke, median included.
    const ratios = typing.map((commit) => commit.actual / commit.base).sort((a, b) => a - b);
    expect(ratios[Math.floor(ratios.length / 2)]).toBeLessThan(0.05);
    // A partial e-mail is not judged while typing …
    expect(screen.queryByText('The email address does not appear to be valid.')).toBeNull();
    // … but on blur.
    await userEvent.setup().tab();
    expect(await screen.findByText('The email address does not appear to be valid.')).toBeTruthy();
  });
});
