// Renders a screen definition the way the shell does, over a scripted data provider that records
// every call the screen sends.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configure, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, vi } from 'vitest';
import type { Download } from '../../../src/api/index.ts';
import type { OperationId } from '../../../src/api/generated/operation-index.ts';
import type { ScreenDefinition } from '../../../src/engine/definition/index.ts';
import { CallError } from '../../../src/engine/data/call-error.ts';
import type { CallOptions, CallRequest, DataProvider } from '../../../src/engine/data/data-provider.ts';
import { ScreenRenderer, type ScreenScopeInput } from '../../../src/engine/renderer/ScreenRenderer.tsx';
import { buildRoutePath } from '../../../src/shell/routes/route-table.ts';
import { createI18n } from '../../../src/i18n/setup.ts';
import { loadRefSources, resolvedDefinition } from '../../../scripts/screen-definitions/definition-sources.ts';

// Block renderers are lazy chunks; the first screen of a run waits for them to be transformed.
// Typing through user-event on a shared two-core machine is slow; these limits are about the
// machine, not about the screens.
// 15 s: a full unit run beside other work on the machine was seen to take over 5 s for a first table.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

// Load every renderer chunk once before the tests, so React.lazy resolves at once and the first
// test of a file does not pay for the transform.
beforeAll(async () => {
  const { preloadBlockRenderers } = await import('../../../src/engine/registry.ts');
  await preloadBlockRenderers();
}, 120_000);

export interface SentCall {
  readonly operationId: string;
  readonly request: CallRequest;
  readonly options: CallOptions;
}

/** An answer: a value, a function of the request, or an error status with its body. */
export type Answer = unknown | ((request: CallRequest) => unknown);

export class Refusal {
  constructor(readonly status: number, readonly body: unknown) {}
}

export function fakeProvider(answers: Partial<Record<string, Answer>>) {
  const sent: SentCall[] = [];
  const provider: DataProvider = {
    call: (async (operationId: OperationId, request: CallRequest = {}, options: CallOptions = {}) => {
      sent.push({ operationId, request, options });
      if (!(operationId in answers)) throw new Error(`unexpected call ${operationId}`);
      const answer = answers[operationId];
      const value = typeof answer === 'function' ? await (answer as (r: CallRequest) => unknown)(request) : answer;
      if (value instanceof Refusal) throw new CallError(value.status, value.body);
      if (options.download) {
        const blob = value instanceof Blob ? value : new Blob([String(value)], { type: 'text/csv' });
        return { blob, fileName: `fallback-${options.download.kind}` } satisfies Download;
      }
      return value;
    }) as DataProvider['call'],
  };
  return { provider, sent, callsTo: (operationId: string) => sent.filter((call) => call.operationId === operationId) };
}

// Fixture definitions reference the contract as real ones do; they resolve as the build resolves them.
const refSources = await loadRefSources();

export function fixture(name: string): ScreenDefinition {
  const file = path.resolve(import.meta.dirname, '../../fixtures/screens', `${name}.json`);
  return resolvedDefinition<ScreenDefinition>(JSON.parse(readFileSync(file, 'utf8')), refSources, file);
}

export interface RenderScreenOptions {
  readonly scope?: ScreenScopeInput;
  readonly answers?: Partial<Record<string, Answer>>;
  readonly language?: 'en' | 'fr';
}

export function renderScreen(definition: ScreenDefinition, options: RenderScreenOptions = {}) {
  const i18n = createI18n({ language: options.language ?? 'en' });
  const fake = fakeProvider(options.answers ?? {});
  const navigate = vi.fn<(to: string, notice?: string) => void>();
  const saveFile = vi.fn<(download: Download) => void>();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ScreenRenderer definition={definition} scope={options.scope ?? {}} dataProvider={fake.provider} navigate={navigate} routePath={buildRoutePath} saveFile={saveFile} />
    </I18nextProvider>,
  );
  return { ...view, ...fake, navigate, saveFile, i18n };
}
