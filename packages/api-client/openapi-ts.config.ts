import { defineConfig } from '@hey-api/openapi-ts';

// The client is generated from the document the server's routes produce
// (apps/server `npm run openapi`); `npm test` fails when either is stale.
export default defineConfig({
  input: './openapi.json',
  output: { path: './src/generated' },
  logs: { level: 'silent', file: false },
  plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk', '@tanstack/react-query'],
});
