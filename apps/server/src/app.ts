/**
 * buildApp: the whole HTTP surface of the server, without listening. Tests `inject` into it;
 * main.ts listens; scripts/write-openapi.ts dumps its OpenAPI document.
 */
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { firebaseAuth } from './auth/firebase.ts';
import { firebaseTokenVerifier, type TokenVerifier } from './auth/id-token.ts';
import { firebaseIdentityAdmin, type IdentityAdmin } from './auth/identity-admin.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { api } from './http/api.ts';
import { handleError, handleFrameworkError, routeNotFound, sendError } from './http/errors.ts';
import { SHARED_SCHEMAS } from './http/schemas.ts';
import { AJV_SERVER_OPTIONS, buildValidatorFactory } from './http/validation.ts';
import { type Mailer, mailerFor } from './mail/mailer.ts';
import { createNotifications } from './notifications/notifications.ts';
import type { PushSender } from './notifications/push.ts';
import { registerOpenApi } from './openapi.ts';
import { API_ROUTES } from './routes/index.ts';
import { webConfigRoutes } from './routes/web-config.ts';
import { isWebAppPath, registerAssets, registerWebApp, webConfigFor } from './web/static-files.ts';

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
  /** The /api route plugins; tests may add probes. */
  routes?: readonly FastifyPluginAsyncTypebox[];
}

export async function buildApp({
  config,
  database,
  verifier,
  identityAdmin,
  mailer,
  pushSender,
  logger = false,
  routes = API_ROUTES,
}: BuildAppOptions) {
  const app = Fastify({
    logger,
    ajv: AJV_SERVER_OPTIONS,
    schemaController: { compilersFactory: { buildValidator: buildValidatorFactory() } },
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorateRequest('tenant', null);
  app.decorateRequest('member', null);
  app.setErrorHandler(handleError);
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);

  const notifications = createNotifications({
    config,
    database,
    log: app.log,
    ...(pushSender ? { pushSender } : {}),
  });
  app.decorate('notifications', notifications);
  // One LISTEN per instance while it runs; open streams end before the server stops, or
  // closing would wait for them forever.
  app.addHook('onReady', () => notifications.hub.start());
  app.addHook('preClose', () => notifications.hub.close());

  await registerOpenApi(app, config.version);
  await app.register(api, {
    prefix: '/api',
    database,
    verifier: verifier ?? firebaseTokenVerifier(firebaseAuth(config.firebase.projectId)),
    identityAdmin: identityAdmin ?? firebaseIdentityAdmin(firebaseAuth(config.firebase.projectId)),
    mailer: mailer ?? mailerFor(config.mail, app.log),
    links: { webUrl: config.web.webUrl, exposeEmailLinks: config.firebase.emulatorHost !== null },
    rateLimits: config.rateLimits,
    defaultTenant: config.defaultTenant,
    routes: [...routes, webConfigRoutes(webConfigFor(config))],
  });
  await registerAssets(app, config.web.distDir);
  const webApp = await registerWebApp(app, config);

  app.setNotFoundHandler((request, reply) => {
    if (webApp && isWebAppPath(request.method, request.url)) return webApp.sendIndex(reply);
    sendError(reply, routeNotFound(request));
    return reply;
  });
  return app;
}

export type FaenaApp = Awaited<ReturnType<typeof buildApp>>;
