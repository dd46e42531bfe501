/**
 * buildApp: the whole HTTP surface of the server, without listening. Tests `inject` into it;
 * main.ts listens; scripts/write-openapi.ts dumps its OpenAPI document. The platform first,
 * then the modules of `modules/index.ts`.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config.ts';
import { MODULES } from './modules/index.ts';
import type { PushSender } from './modules/notifications/push.ts';
import { organizationsModule } from './modules/organizations/index.ts';
import { api } from './platform/api.ts';
import { firebaseAuth } from './platform/auth/firebase.ts';
import { firebaseTokenVerifier, type TokenVerifier } from './platform/auth/id-token.ts';
import { firebaseIdentityAdmin, type IdentityAdmin } from './platform/auth/identity-admin.ts';
import { permissionCatalog, permissionCodeSchema } from './platform/auth/permissions.ts';
import { SignInMethodSchema } from './platform/auth/sign-in-methods.ts';
import type { Database } from './platform/database/database.ts';
import { uploadRoutes } from './platform/files/routes.ts';
import type { FileStorage } from './platform/files/storage.ts';
import { registerUploads } from './platform/files/uploads.ts';
import { handleError, handleFrameworkError, routeNotFound, sendError } from './platform/http/errors.ts';
import { ErrorBody } from './platform/http/schemas.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { buildSerializerFactory } from './platform/http/serialization.ts';
import { AJV_SERVER_OPTIONS, buildValidatorFactory } from './platform/http/validation.ts';
import { type Mailer, mailerFor } from './platform/mail/mailer.ts';
import type { FaenaModule } from './platform/module.ts';
import { registerOpenApi } from './platform/openapi/openapi.ts';
import { Health, healthRoutes } from './platform/web/health.ts';
import { registerWebManifest } from './platform/web/manifest.ts';
import { isWebAppPath, loadWebPage, registerAssets, registerWebApp } from './platform/web/static-files.ts';
import { WebConfigSchema, webConfigFor, webConfigRoutes } from './platform/web/web-config.ts';

export interface BuildAppOptions {
  config: ServerConfig;
  database: Database;
  /** Defaults to firebase-admin for `config.firebase.projectId`. */
  verifier?: TokenVerifier;
  /** Defaults to firebase-admin for `config.firebase.projectId`. */
  identityAdmin?: IdentityAdmin;
  /** Defaults to SMTP with `config.mail.smtpUrl`, else the log. */
  mailer?: Mailer;
  /** Defaults to `config.notifications.push`: FCM, or recording what would be sent. */
  pushSender?: PushSender;
  logger?: FastifyServerOptions['logger'];
  /** The feature modules; tests may add probes. */
  modules?: readonly FaenaModule[];
  /** Where uploads live; defaults to the local disk at `config.uploads.dir`. */
  fileStorage?: FileStorage;
}

export async function buildApp({
  config,
  database,
  verifier,
  identityAdmin,
  mailer,
  pushSender,
  logger = false,
  modules = MODULES,
  fileStorage,
}: BuildAppOptions) {
  const { trustProxy } = config;
  const app = Fastify({
    logger,
    // request.ip (the rate limits' client address) from X-Forwarded-For only behind a trusted proxy.
    // (Fastify's types omit the hop count it accepts; the function is what it makes of one.)
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    ajv: AJV_SERVER_OPTIONS,
    schemaController: {
      compilersFactory: {
        buildValidator: buildValidatorFactory(),
        buildSerializer: buildSerializerFactory(),
      },
    },
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorateRequest('organization', null);
  app.decorateRequest('member', null);
  app.setErrorHandler(handleError);

  const permissions = permissionCatalog(modules.map((module) => module.permissions));
  const platformSchemas = [
    ErrorBody,
    SignInMethodSchema,
    Health,
    WebConfigSchema,
    permissionCodeSchema(permissions),
  ];
  for (const schema of [...platformSchemas, ...modules.flatMap((module) => module.schemas)]) {
    app.addSchema(schema);
  }
  const context = { config, database, log: app.log, pushSender };
  for (const module of modules) module.setup?.(app, context);
  registerUploads(app, { config, database, ...(fileStorage ? { storage: fileStorage } : {}) });

  const webPage = loadWebPage(config);
  await registerSecurityHeaders(app, config, webPage);
  await registerOpenApi(app, config.version);
  await app.register(api, {
    prefix: '/api',
    database,
    verifier: verifier ?? firebaseTokenVerifier(firebaseAuth(config.firebase.projectId)),
    identityAdmin: identityAdmin ?? firebaseIdentityAdmin(firebaseAuth(config.firebase.projectId)),
    mailer: mailer ?? mailerFor(config.mail, app.log),
    links: { webUrl: config.web.webUrl, exposeEmailLinks: config.firebase.emulatorHost !== null },
    rateLimits: config.rateLimits,
    defaultOrganization: config.defaultOrganization,
    permissionCatalog: permissions,
    flags: config.flags,
    routes: [
      healthRoutes,
      ...modules.flatMap((module) => module.routes),
      uploadRoutes,
      webConfigRoutes(webConfigFor(config)),
    ],
  });
  await registerAssets(app, config.web.distDir);
  registerWebManifest(app, {
    database,
    defaultOrganization: config.defaultOrganization,
    findLogo: organizationsModule.services.findLogo,
  });
  const pages = modules.flatMap((module) =>
    (module.pages ?? []).map((page) => ({ url: page.url, frameAncestors: page.frameAncestors(context) })),
  );
  const webApp = await registerWebApp(app, config, webPage, pages);

  app.setNotFoundHandler((request, reply) => {
    if (webApp && isWebAppPath(request.method, request.url)) return webApp.sendIndex(reply);
    sendError(reply, routeNotFound(request));
    return reply;
  });
  return app;
}

export type FaenaApp = Awaited<ReturnType<typeof buildApp>>;
