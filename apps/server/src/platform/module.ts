/**
 * The shape of a feature module (`src/modules/<feature>/index.ts` exports one). The app
 * registers the platform, then every module of `src/modules/index.ts` in order: their
 * schemas, their routes under /api, their permissions in the catalogue.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import type { ServerConfig } from '../config.ts';
import type { PermissionDeclarations } from './auth/permissions.ts';
import type { Database } from './database/database.ts';
import type { FrameAncestorsResolver } from './http/security-headers.ts';

export interface ModuleContext {
  config: ServerConfig;
  database: Database;
  log: FastifyBaseLogger;
}

export interface FaenaModule<Services extends object = object> {
  name: string;
  /** Route plugins, registered under /api in this order (the OpenAPI document's order). */
  routes: readonly FastifyPluginAsyncTypebox[];
  /** The `$id` schemas the routes refer to; they become the document's components. */
  schemas: readonly TSchema[];
  /** The permission codes its routes check; the catalogue is the union of every module's. */
  permissions: PermissionDeclarations;
  /** What other modules may call. */
  services: Services;
  /**
   * Client routes of the web app this module serves with options of their own (outside /api):
   * index.html, framed by whom `frameAncestors` decides for each request.
   */
  pages?: readonly {
    url: string;
    frameAncestors(context: ModuleContext): FrameAncestorsResolver;
  }[];
  /** Runs before any route is registered: decorations and lifecycle hooks of the app. */
  setup?(app: FastifyInstance, context: ModuleContext): void;
}

/** Checks a module object against the shape while keeping its own types. */
export function defineModule<Services extends object>(module: FaenaModule<Services>): FaenaModule<Services> {
  return module;
}
