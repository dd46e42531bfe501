// React renderers and the builder will be exported from here; for now the root re-exports core.
export * from './core/index.ts';
