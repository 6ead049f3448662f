import { describe, expect, it } from 'vitest';
import { supportContactFor } from '../../../../src/shell/home/support-contact.ts';
import type { ProductData } from '../../../../src/shell/home/product-data.ts';
import { skinByName } from '../../../../src/shell/skins/skin-catalogue.ts';

const honda = skinByName('honda');
const data: ProductData = {
  oem: {
    products: [],
    contacts: { default: { phone: '888-555-0101', email: 'oem@example.com' }, pages: { smartleads: { phone: '888-555-0190', email: 'leads@example.com' } } },
  },
  common: { products: [], contacts: { default: { phone: '888-555-0100', email: 'common@example.com' }, pages: { concierge: { phone: '888-555-0192', email: 'concierge@example.com' } } } },
  dealerService: {
    oemId: 1,
    oemName: 'honda',
    enrollmentOpen: true,
    websiteProviders: [],
    digitalRetailingProviders: [],
    support: { phone: '888-555-0300', email: 'dwc@example.com' },
  },
};

describe('footer and error-modal contact (portal-shell §1, §8)', () => {
  it("uses the page's own contact, from the OEM file or the common file", () => {
    expect(supportContactFor('smartleads', honda, data)).toEqual({ phone: '888-555-0190', email: 'leads@example.com' });
    expect(supportContactFor('concierge', honda, data)).toEqual({ phone: '888-555-0192', email: 'concierge@example.com' });
  });

  it('uses the DWC support contact on the dealer website pages', () => {
    expect(supportContactFor('websiteProgram', honda, data)).toEqual({ phone: '888-555-0300', email: 'dwc@example.com' });
  });

  it("falls back to the OEM file's default, then the skin's", () => {
    expect(supportContactFor('resources', honda, data)).toEqual({ phone: '888-555-0101', email: 'oem@example.com' });
    expect(supportContactFor('resources', honda, undefined)).toEqual({ phone: '888-555-0101', email: 'honda.support@example.com' });
    expect(supportContactFor(undefined, skinByName('hyundaica'), { oem: undefined, common: undefined, dealerService: undefined })).toEqual({
      phone: '888-555-0107',
      email: 'hyundaica.support@example.com',
    });
  });
});
