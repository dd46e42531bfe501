// Pure TypeScript: no React, no DOM, nothing from other Faena packages (the server imports this).
export * from './i18n.ts';
export * from './required.ts';
export * from './types.ts';
