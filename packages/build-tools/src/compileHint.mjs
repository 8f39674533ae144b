// V8's explicit compile hint (Chrome 136 and later): the first line of every script a production build
// writes (compileHints.ts), checked by the build itself (tooling.mjs).
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
