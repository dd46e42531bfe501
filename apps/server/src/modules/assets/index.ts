/**
 * The file explorer (issue #22): folders and documents per organization, a person's documents,
 * the trash, sharing a folder with an audience. Documents are uploads (platform/files); the
 * module guards their downloads so a file is fetched only by who may see its folder.
 */
import { addDownloadGuard } from '../../platform/files/routes.ts';
import { defineModule } from '../../platform/module.ts';
import { mayDownloadDocument } from './access.ts';
import { documentRoutes } from './document-routes.ts';
import { folderRoutes } from './folder-routes.ts';
import { ASSET_PERMISSIONS } from './permissions.ts';
import { ASSET_SCHEMAS } from './schemas.ts';
import { writeSeedFiles } from './seed.ts';
import { trashRoutes } from './trash-routes.ts';

export const assetsModule = defineModule({
  name: 'assets',
  routes: [folderRoutes, documentRoutes, trashRoutes],
  schemas: ASSET_SCHEMAS,
  permissions: ASSET_PERMISSIONS,
  services: {},
  setup(app, context) {
    addDownloadGuard(app, mayDownloadDocument);
    // The demo's files: the seed writes their rows, the bytes go where this app keeps uploads.
    if (context.config.seedDemoData)
      app.addHook('onReady', () =>
        writeSeedFiles(context.database, app.uploads.storage, app.uploads.keyOf.bind(app.uploads)),
      );
  },
});
