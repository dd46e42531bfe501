// Side-effect CSS imports (bpmn-js stylesheets) are handled by the bundler; TypeScript only needs
// to know they are modules. Apps with `vite/client` types already declare this; declarations merge.
declare module '*.css' {}
