export * from './errors';
export * from './generated';
export { client } from './generated/client.gen';
export * from './http';
export * from './query-client';
