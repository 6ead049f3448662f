import type { Role, UserLanguage } from '../../vocabulary.ts';
import { USER_GROUP_CMS_EDITOR, USER_GROUP_JDP_ADMIN } from '../../vocabulary.ts';

/** Every demo user signs in with this password. */
export const DEMO_PASSWORD = 'Portal!2026';

export interface DemoUser {
  loginName: string;
  userName: string;
  role: Role;
  userGroups: readonly string[];
  oemCode: string;
  language: UserLanguage;
  ssoLoginOnly: boolean;
  /** Codes of the dealers the user acts for; their first dealer is "the" dealer of a Dealer. */
  dealerCodes: readonly string[];
  /**
   * Has a recent contact details confirmation on file (otherwise the home page asks). Only the
   * Infiniti dealer (the contact confirmation journey's) and the Hyundai CA dealer (never asked:
   * portal-shell §4.2) have none. The others confirmed on the seed's day, so a fresh database asks
   * them nothing, even on a quarter end; a database kept for 90 days asks them again.
   */
  contactConfirmed: boolean;
}

const dealer = (loginName: string, userName: string, oemCode: string, dealerCode: string): DemoUser => ({
  loginName,
  userName,
  role: 'Dealer',
  userGroups: [],
  oemCode,
  language: 'ENGLISH',
  ssoLoginOnly: false,
  dealerCodes: [dealerCode],
  contactConfirmed: true,
});

export const DEMO_USERS: readonly DemoUser[] = [
  {
    loginName: 'admin', userName: 'Alex Administrator', role: 'admin', userGroups: [USER_GROUP_JDP_ADMIN],
    oemCode: 'honda', language: 'ENGLISH', ssoLoginOnly: false, dealerCodes: [], contactConfirmed: true,
  },
  dealer('dealer', 'Dana Dealer', 'honda', 'HON0001'),
  dealer('dealer.acura', 'Aaron Acura', 'acura', 'ACU0001'),
  { ...dealer('dealer.infiniti', 'Iris Infiniti', 'infiniti', 'INF0001'), contactConfirmed: false },
  dealer('dealer.genesis', 'Gina Genesis', 'genesis', 'GEN0001'),
  dealer('dealer.bmwca', 'Brendan Bimmer', 'bmwca', 'BCA0001'),
  dealer('dealer.hyundai', 'Hana Hyundai', 'hyundai', 'HYU0001'),
  { ...dealer('dealer.hyundaica', 'Hugo Hyundai', 'hyundaica', 'HCA0001'), contactConfirmed: false },
  { ...dealer('dealer.fr', 'Francine Tremblay', 'honda', 'HON0002'), language: 'FRENCH' },
  {
    loginName: 'group', userName: 'Grace Group', role: 'Dealer Group', userGroups: [], oemCode: 'honda',
    language: 'ENGLISH', ssoLoginOnly: false,
    dealerCodes: ['HON0003', 'HON0004', 'HON0005', 'HON0006', 'HON0007', 'HON0008'], contactConfirmed: true,
  },
  {
    loginName: 'oem', userName: 'Owen OEM', role: 'OEM', userGroups: [], oemCode: 'honda',
    language: 'ENGLISH', ssoLoginOnly: false, dealerCodes: [], contactConfirmed: true,
  },
  {
    loginName: 'editor', userName: 'Eddie Editor', role: 'CMS Editor', userGroups: [USER_GROUP_CMS_EDITOR], oemCode: 'honda',
    language: 'ENGLISH', ssoLoginOnly: false, dealerCodes: [], contactConfirmed: true,
  },
  { ...dealer('sso', 'Sam Single-Sign-On', 'honda', 'HON0009'), ssoLoginOnly: true },
  // The studio's users (issue #18): product staff edit and publish screen definitions; QA reads and checks them.
  {
    loginName: 'studio', userName: 'Priya Product', role: 'Product Staff', userGroups: [], oemCode: 'honda',
    language: 'ENGLISH', ssoLoginOnly: false, dealerCodes: [], contactConfirmed: true,
  },
  {
    loginName: 'qa', userName: 'Quinn Quality', role: 'QA', userGroups: [], oemCode: 'honda',
    language: 'ENGLISH', ssoLoginOnly: false, dealerCodes: [], contactConfirmed: true,
  },
];

/** The dealer group the `group` user manages. */
export const DEMO_DEALER_GROUP = 'Lakeside Auto Group';

/**
 * Demo dealers left without a website program (DWCP) enrollment, so a dealer login can walk
 * the DWCP enrollment wizard on a fresh database (tests/e2e/enrollments.spec.ts enrolls it).
 */
export const DWCP_UNENROLLED_DEMO_DEALERS: readonly string[] = ['HYU0001'];
