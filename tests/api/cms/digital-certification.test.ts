/**
 * The Digital Certification page (issue #20: the tile and the learning-system link open a page of
 * the portal): the OEM's certification curriculum from the CMS, the OEM's own page for a
 * certifying OEM, the shared one for the others, in English and French.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../support/test-server.ts';
import { blockNamed, getPage } from './cms-calls.ts';

const server = useTestServer();

describe('digitalCertification CMS page', () => {
  it('gives a Honda dealer Honda’s curriculum, in English and in French', async () => {
    const english = await getPage(server().as('dealer'), 'digitalCertification', 'EN');
    expect(blockNamed(english, 'certification-intro').content).toBe('Honda Digital Certification');
    expect(english.contentBlocks.filter((block) => block.type === 'HEADER')).toHaveLength(6);
    const french = await getPage(server().as('dealer'), 'digitalCertification', 'FR');
    expect(blockNamed(french, 'certification-intro').content).toBe('Certification numérique Honda');
  });

  it('gives an OEM without a curriculum of its own the shared page', async () => {
    const page = await getPage(server().as('dealer.genesis'), 'digitalCertification', 'EN');
    expect(blockNamed(page, 'certification-intro').content).toBe('SmartPortal Digital Certification');
    expect(blockNamed(page, 'certification-module-2-text').content).not.toContain('{brand}');
  });
});
