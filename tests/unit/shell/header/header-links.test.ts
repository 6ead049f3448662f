import { describe, expect, it } from 'vitest';
import { adminPortalTarget, biDashboardLinks, readHeaderLinkConfig } from '../../../../src/shell/header/header-links.ts';

const dashboards: Record<string, string>[] = [{ leadPerformance: 'Lead Performance' }, { websiteCompliance: 'Website Compliance' }, { unknownBoard: 'Unknown' }];

describe('header links (issue #20: no link to a host that does not exist)', () => {
  it('opens each BI dashboard the portal draws at /dashboards/<key>, and leaves out a key it has no page for', () => {
    const links = biDashboardLinks({ biDashboards: dashboards }, readHeaderLinkConfig({}));
    expect(links).toEqual([
      { key: 'leadPerformance', label: 'Lead Performance', target: { kind: 'internal', to: '/dashboards/leadPerformance' } },
      { key: 'websiteCompliance', label: 'Website Compliance', target: { kind: 'internal', to: '/dashboards/websiteCompliance' } },
    ]);
  });

  it('opens the Admin Portal overview at /adminPortal', () => {
    expect(adminPortalTarget(readHeaderLinkConfig({ VITE_ADMIN_PORTAL_URL: '  ' }))).toEqual({ kind: 'internal', to: '/adminPortal' });
  });

  it('keeps a deployment’s real BI tool and back office when configured', () => {
    const config = readHeaderLinkConfig({ VITE_BI_DASHBOARD_URL: 'https://bi.dealer.test/d/{key}', VITE_ADMIN_PORTAL_URL: 'https://admin.dealer.test/' });
    expect(biDashboardLinks({ biDashboards: dashboards }, config).map((link) => link.target)).toEqual([
      { kind: 'external', href: 'https://bi.dealer.test/d/leadPerformance' },
      { kind: 'external', href: 'https://bi.dealer.test/d/websiteCompliance' },
      { kind: 'external', href: 'https://bi.dealer.test/d/unknownBoard' },
    ]);
    expect(adminPortalTarget(config)).toEqual({ kind: 'external', href: 'https://admin.dealer.test/' });
  });
});
