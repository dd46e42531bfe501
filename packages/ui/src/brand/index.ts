export * from './brand.ts';
