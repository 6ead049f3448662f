/**
 * `virtual:studio-contract`: both contracts in the shape the QA check reads (operations with
 * their parameters, body and response schemas, and the named schemas), computed at build time by
 * the same loader `npm run check:schemas` uses. Only the studio's chunk imports it, so the
 * browser of a dealer never downloads the contract; the studio runs the QA check on a draft in
 * the browser with it.
 */
import type { Plugin } from 'vite';
import { loadContractShape } from '../screen-definitions/definition-sources.ts';

const ID = 'virtual:studio-contract';

export function studioContract(): Plugin {
  return {
    name: 'smartportal:studio-contract',
    resolveId(id) {
      return id === ID ? `\0${ID}` : null;
    },
    async load(id) {
      if (id !== `\0${ID}`) return null;
      const shape = await loadContractShape();
      return `export const CONTRACT_SHAPE = JSON.parse(${JSON.stringify(JSON.stringify(shape))});`;
    },
  };
}
