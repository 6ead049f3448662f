// The layout vocabulary of forms (issue #21): `ui:layout` puts fields side by side from a
// breakpoint up and one per line on a phone. jsdom has no layout, so the test reads what MUI
// Grid is given per breakpoint: its size classes (MuiGrid-grid-<breakpoint>-<columns of 12>).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { ScreenDefinition } from '../../../../src/engine/index.ts';
import { renderScreen } from '../render-screen.tsx';

afterEach(cleanup);

function contactScreen(uiSchema: Record<string, unknown>): ScreenDefinition {
  return {
    id: 'layoutDemo',
    route: 'contactUs',
    title: 'PAGE_CONTACT_US',
    blocks: {
      message: {
        kind: 'form',
        schema: {
          type: 'object',
          properties: {
            name: { type: 'string', title: 'FIELD_CONTACT_NAME' },
            email: { type: 'string', title: 'FIELD_EMAIL' },
            phone: { type: 'string', title: 'FIELD_PHONE' },
            message: { type: 'string', title: 'FIELD_MESSAGE' },
          },
        },
        uiSchema,
        submit: { operationId: 'sendContactUsMessage', body: '$form' },
      },
    },
  } as ScreenDefinition;
}

/** The grid cell a field is drawn in: the nearest MUI Grid item around its input. */
function cellOf(label: RegExp): HTMLElement {
  const input = screen.getByRole('textbox', { name: label });
  const cell = input.closest<HTMLElement>('.MuiGrid-root:not(.MuiGrid-container)');
  if (!cell) throw new Error(`no grid cell around ${label}`);
  return cell;
}

const sizeClasses = (cell: HTMLElement) => [...cell.classList].filter((name) => /^MuiGrid-grid-/.test(name)).sort();

describe('form layout', () => {
  it('puts fields side by side from md up (three to a line, the message across) and one per line on a phone', async () => {
    renderScreen(contactScreen({ 'ui:layout': { columns: { sm: 2, md: 3 }, fields: { message: { span: 'full' } } } }));
    await screen.findByRole('textbox', { name: /^Name/ });

    for (const field of [/^Name/, /^Email/, /^Phone/]) {
      // Phone (xs): the whole line; tablet (sm): half; desktop (md): a third.
      expect(sizeClasses(cellOf(field))).toEqual(['MuiGrid-grid-md-4', 'MuiGrid-grid-sm-6', 'MuiGrid-grid-xs-12']);
    }
    expect(sizeClasses(cellOf(/^Message/))).toEqual(['MuiGrid-grid-md-12', 'MuiGrid-grid-sm-12', 'MuiGrid-grid-xs-12']);
    // The three share one container, so at md they sit on one line.
    expect(cellOf(/^Name/).parentElement).toBe(cellOf(/^Phone/).parentElement);
  });

  it('without a layout keeps one field per line at every width', async () => {
    renderScreen(contactScreen({}));
    await screen.findByRole('textbox', { name: /^Name/ });
    for (const field of [/^Name/, /^Email/, /^Message/]) expect(sizeClasses(cellOf(field))).toEqual(['MuiGrid-grid-xs-12']);
  });

  it('draws sections as named groups, the fields in no section first', async () => {
    renderScreen(
      contactScreen({
        'ui:layout': {
          columns: { md: 2 },
          sections: { reach: { title: 'ENR_FIELD_CONTACTS', fields: ['email', 'phone'] } },
        },
      }),
    );
    const group = await screen.findByRole('group', { name: 'Contacts (up to 5)' });
    expect(within(group).getAllByRole('textbox').map((input) => input.id)).toEqual(['message_email', 'message_phone']);
    expect(sizeClasses(cellOf(/^Email/))).toEqual(['MuiGrid-grid-md-6', 'MuiGrid-grid-xs-12']);
    const all = screen.getAllByRole('textbox').map((input) => input.id);
    expect(all).toEqual(['message_name', 'message_message', 'message_email', 'message_phone']);
  });
});
