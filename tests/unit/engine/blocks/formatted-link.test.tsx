/**
 * A `link` value is an anchor to a new window reading the address, or, with the detail field's
 * `linkText`, that text (a signed file address, such as a provider's program sheet, says nothing
 * to the reader); only http(s) addresses become anchors.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FormattedValue } from '../../../../src/engine/blocks/format/FormattedValue.tsx';

afterEach(cleanup);

const context = { language: 'en', t: (key: string) => key };
const SIGNED = 'https://portal.test/api/portal/dwc/addonOfferProvider/programSheet/3?oemId=1&expires=1&signature=ab';

describe('a link value', () => {
  it('reads its address when no text is given', () => {
    render(<FormattedValue value="https://provider.test" format="link" context={context} />);
    expect(screen.getByRole('link', { name: 'https://provider.test' }).getAttribute('target')).toBe('_blank');
  });

  it('reads the given text and keeps the address as its target', () => {
    render(<FormattedValue value={SIGNED} format="link" context={context} linkText="Open PDF" />);
    const link = screen.getByRole('link', { name: 'Open PDF' });
    expect(link.getAttribute('href')).toBe(SIGNED);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('is no anchor for an address that is not http(s), whatever its text', () => {
    render(<FormattedValue value="javascript:alert(1)" format="link" context={context} linkText="Open PDF" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
