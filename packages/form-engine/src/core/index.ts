// Pure TypeScript: no React, no DOM, nothing from other Faena packages (the server imports this).
export * from './conditions.ts';
export * from './definition.ts';
export * from './fieldState.ts';
export * from './i18n.ts';
export * from './normalize.ts';
export * from './required.ts';
export * from './schema.ts';
export * from './scoring.ts';
export * from './showIf.ts';
export * from './skip.ts';
export * from './submission.ts';
export * from './types.ts';
export * from './validate.ts';
