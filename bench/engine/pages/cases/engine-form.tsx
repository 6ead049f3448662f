import { buildRoutePath } from '../../../../src/shell/routes/route-table.ts';
import { I18nextProvider } from 'react-i18next';
import { ScreenRenderer, type FieldsSchema, type ScreenDefinition } from '../../../../src/engine/index.ts';
import { createI18n } from '../../../../src/i18n/setup.ts';
import { fieldInputId, fieldsSchema } from '../../fields-schema.ts';
import type { BenchCase } from '../bench-case.ts';
import { answerEverything } from '../answer-everything.ts';

// The block id is the form's id prefix, as on a real screen.
const BLOCK_ID = 'bench';
const i18n = createI18n();
const noNavigation = () => undefined;

const screens = new Map<number, ScreenDefinition>();

/** One definition per size, kept: a screen's definition is loaded once and reused on every visit. */
function formScreen(size: number): ScreenDefinition {
  let screen = screens.get(size);
  if (!screen) screens.set(size, (screen = newFormScreen(size)));
  return screen;
}

function newFormScreen(size: number): ScreenDefinition {
  return {
    id: 'benchForm',
    route: 'bench',
    title: 'Bench',
    blocks: {
      [BLOCK_ID]: {
        kind: 'form',
        schema: fieldsSchema(size) as FieldsSchema,
        submit: { operationId: 'updateProfileInformation', body: '$form' },
      },
    },
  };
}

/** The engine's form block on a screen, rendered the way the shell renders screens. */
const engineForm: BenchCase = {
  element: (size) => (
    <I18nextProvider i18n={i18n}>
      <ScreenRenderer definition={formScreen(size)} scope={{}} dataProvider={answerEverything({})} navigate={noNavigation} routePath={buildRoutePath} showTitle={false} />
    </I18nextProvider>
  ),
  firstSelector: () => `#${fieldInputId(BLOCK_ID, 0)}`,
  completeSelector: (size) => `#${fieldInputId(BLOCK_ID, size - 1)}`,
};

export default engineForm;
