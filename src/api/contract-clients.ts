/**
 * The portal and CMS clients bound to the generated contract types: what the shell and the
 * engine use, so every call's path, parameters, body and answer are checked against the contract.
 */
import type { Client } from 'openapi-fetch';
import type { paths as PortalPaths } from './generated/portal.ts';
import type { paths as CmsPaths } from './generated/cms.ts';
import type { ApiRuntime } from './api-runtime.ts';
import { createCmsClient, createPortalClient } from './create-api-client.ts';

export type { PortalPaths, CmsPaths };
export type { components as PortalComponents, operations as PortalOperations } from './generated/portal.ts';
export type { components as CmsComponents, operations as CmsOperations } from './generated/cms.ts';

export type PortalClient = Client<PortalPaths>;
export type CmsClient = Client<CmsPaths>;

export const createContractPortalClient = (runtime: ApiRuntime): PortalClient => createPortalClient<PortalPaths>(runtime);
export const createContractCmsClient = (runtime: ApiRuntime, cmsBaseUrl: string): CmsClient =>
  createCmsClient<CmsPaths>(runtime, cmsBaseUrl);
