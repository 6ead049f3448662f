import { useLocation } from 'react-router';
import { matchRoute } from '../routes/route-table.ts';
import type { Skin, SupportContact } from '../skins/skin.ts';
import { useSkin } from '../skins/SkinProvider.tsx';
import { useProductData } from './use-product-data.ts';
import type { ProductData } from './product-data.ts';

/** The dealer website program's pages, where the OEM's DWC support contact answers (portal-shell §4.6). */
const DEALER_WEBSITE_PAGES = new Set([
  'dealerwebsitecertification',
  'websiteProgram',
  'websiteProgramEdit',
  'managePackages',
  'managePackagesDigitalDealer',
  'enrolment',
  'admindwcpenrollment',
  'DigitalCertification',
]);

type Candidate = Partial<SupportContact> | undefined;

/**
 * The phone and email for a page (portal-shell §1: "varying by manufacturer and page"), also
 * the {phone} and {email} of "Unable to Complete Request". What names the page wins over what
 * names the OEM: the page entries of the OEM's product file, the skin and the common file, then
 * the DWC support contact on the dealer website pages, then the OEM file's, the skin's and the
 * common file's defaults. Phone and email are taken separately, so a page may change only one.
 */
export function supportContactFor(page: string | undefined, skin: Skin, data: ProductData | undefined): SupportContact {
  const pageContacts: Candidate[] = page
    ? [data?.oem?.contacts?.pages?.[page], skin.contacts.pages[page], data?.common?.contacts?.pages?.[page]]
    : [];
  const programContact: Candidate = page && DEALER_WEBSITE_PAGES.has(page) ? data?.dealerService?.support : undefined;
  const candidates: Candidate[] = [
    ...pageContacts,
    programContact,
    data?.oem?.contacts?.default,
    skin.contacts.default,
    data?.common?.contacts?.default,
  ];
  const first = (field: keyof SupportContact) => candidates.find((candidate) => candidate?.[field])?.[field];
  return { phone: first('phone') ?? skin.contacts.default.phone, email: first('email') ?? skin.contacts.default.email };
}

/** The contact for the page shown now, with the user's skin and product data. */
export function useSupportContact(): SupportContact {
  const { pathname } = useLocation();
  const skin = useSkin();
  const { data } = useProductData();
  return supportContactFor(matchRoute(pathname).route.name, skin, data);
}
