import type { components } from '../../../../api/generated/portal.ts';

type PayloadLookupPage = components['schemas']['PayloadLookupPage'];

/** The payload kinds of the lookup, in the order the select offers them, with their i18n labels. */
export const PAYLOAD_LOOKUP_PAGE: PayloadLookupPage = {
  payloadLookupTypes: [
    { value: 'LEAD', label: 'PAYLOAD_TYPE_LEAD' },
    { value: 'DISPOSITION', label: 'PAYLOAD_TYPE_DISPOSITION' },
    { value: 'SALE', label: 'PAYLOAD_TYPE_SALE' },
  ],
  defaultPayloadLookupType: 'LEAD',
};
