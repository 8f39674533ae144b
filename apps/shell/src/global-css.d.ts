// A plain stylesheet imported for its effect (Rsbuild bundles it; Vitest ignores it).
declare module '*.css';
