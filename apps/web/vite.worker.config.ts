import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

/**
 * The service worker (src/platform/service-worker/push-sw.ts), built after the app into the same folder
 * as one classic script at a fixed URL, `/push-sw.js`: a worker's scope is the folder it is
 * served from, and classic workers run in every browser that has service workers.
 */
export default defineConfig({
  publicDir: false,
  plugins: [precompress()],
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
});
