// Class names of a CSS module, as Rsbuild (and Vitest) give them.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
