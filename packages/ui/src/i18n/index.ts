export * from './resources.ts';
export * from './UiTextProvider.tsx';
