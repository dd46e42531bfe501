import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { precacheList } from './precache.ts';
import { precompress } from './precompress.ts';

/**
 * The service worker (src/platform/service-worker/push-sw.ts), built after the app into the same folder
 * as one classic script at a fixed URL, `/push-sw.js`: a worker's scope is the folder it is
 * served from, and classic workers run in every browser that has service workers. The app's
 * finished build is listed into it as its precache (`__FAENA_PRECACHE__`, see precache.ts).
 */
export default defineConfig(
  async (): Promise<UserConfig> => ({
    publicDir: false,
    plugins: [precompress()],
    define: {
      __FAENA_PRECACHE__: JSON.stringify(
        await precacheList(fileURLToPath(new URL('./dist', import.meta.url))),
      ),
      // Workbox reads it to leave its development logging out; library builds do not replace it.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      sourcemap: true,
      lib: {
        entry: 'src/platform/service-worker/push-sw.ts',
        formats: ['iife'],
        name: 'faenaPushWorker',
        fileName: () => 'push-sw.js',
      },
    },
  }),
);
