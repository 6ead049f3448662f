/**
 * The xml block (payloadlookupxml, issue #17): a payload's XML pretty-printed and highlighted,
 * never interpreted as the page's markup, whatever the payload holds.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import { renderScreen } from '../render-screen.tsx';

afterEach(cleanup);

const definition = {
  id: 'xmlView',
  route: 'payloadlookupxml',
  title: 'PAGE_PAYLOAD_XML',
  blocks: { xml: { kind: 'xml', label: 'PL_XML_TITLE', call: { operationId: 'getPayloadXml', query: { id: '$query.id' } } } },
} as unknown as ScreenDefinition;

const xmlFile = (text: string) => new Blob([text], { type: 'application/xml' });

describe('xml block', () => {
  it('asks for the payload of the address as a file and shows it indented, one element per line', async () => {
    const { sent } = renderScreen(definition, {
      scope: { query: { id: '42' } },
      answers: { getPayloadXml: xmlFile('<?xml version="1.0" encoding="UTF-8"?><adf><prospect status="new"><id>L-1</id><vehicle/></prospect></adf>') },
    });
    const view = await screen.findByLabelText('Payload XML');
    const lines = [...view.querySelectorAll('code > span')].map((line) => line.textContent);
    expect(lines).toEqual(['<?xml version="1.0" encoding="UTF-8"?>', '<adf>', '<prospect status="new">', '<id>L-1</id>', '<vehicle/>', '</prospect>', '</adf>']);
    expect(view.querySelector('[data-token="attribute"]')?.textContent).toBe('status');
    expect(sent[0]).toMatchObject({ operationId: 'getPayloadXml', request: { query: { id: '42' } }, options: { download: { kind: 'xml' } } });
  });

  it('shows script, handlers and entities as text: nothing of the payload becomes an element of the page', async () => {
    const hostile = '<lead><![CDATA[<img src=x onerror="window.hacked=1">]]><note><script>window.hacked=1</script></note><b onclick="window.hacked=1">&lt;i&gt;</b></lead>';
    renderScreen(definition, { scope: { query: { id: '7' } }, answers: { getPayloadXml: xmlFile(hostile) } });
    const view = await screen.findByLabelText('Payload XML');
    expect(view.querySelector('script, img, b, note, lead')).toBeNull();
    expect(view.textContent).toContain('<script>window.hacked=1</script>');
    expect(view.textContent).toContain('<img src=x onerror="window.hacked=1">');
    expect(view.textContent).toContain('<b onclick="window.hacked=1">&lt;i&gt;</b>');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('shows text that is not well-formed XML as received, with a note', async () => {
    renderScreen(definition, { scope: { query: { id: '8' } }, answers: { getPayloadXml: xmlFile('<adf><unclosed>\n</adf>') } });
    expect(await screen.findByText('This payload is not well-formed XML; it is shown exactly as received.')).toBeTruthy();
    const view = screen.getByLabelText('Payload XML');
    expect([...view.querySelectorAll('code > span')].map((line) => line.textContent)).toEqual(['<adf><unclosed>', '</adf>']);
  });
});
