/**
 * Puts the shell's entry script into its page in a production build: `<script>…</script>` at the end
 * of `<body>` instead of `<script defer src="/static/js/index.<hash>.js">` in `<head>`.
 *
 * The entry is small (about 6 KB on the wire) and is the first link of every chain: the config, the
 * federation runtime, the first screen's chunks and a deep link's remote all start from it. As a file
 * of its own it cost a round trip after the page's: on the phone's 100 ms network the entry ran at
 * about 0.22 s, and everything after it waited that long. Inline, it runs as the page is parsed
 * (docs/decisions/0013-login-first-screen.md).
 *
 * At the end of the body, it runs after the parser has seen everything before it, as a deferred
 * script did: the config the server puts before `</head>` (scripts/serve-static.mjs) and `#root`.
 * The static server allows it by its hash in the Content-Security-Policy, worked out from the page
 * it serves (`inlineScriptHashes`, @exchange/security-headers); no `'unsafe-inline'`.
 */

/** The entry's script among the build's files: `static/js/index.<hash>.js` (not the async chunks). */
export const ENTRY_SCRIPT = /(^|\/)static\/js\/index\.[0-9a-f]+\.js$/;

/** The slice of Rsbuild's plugin API this plugin uses (this package does not depend on Rsbuild: each app brings its own). */
type InlineConfig = { html?: { inject?: unknown; scriptLoading?: unknown }; output?: { inlineScripts?: unknown } };
interface ConfigApi {
  modifyRsbuildConfig(modify: (config: InlineConfig) => void): void;
}

/** The page's entry, inline at the end of the body; a dev server keeps the file (hot reload needs it). */
export function inlineEntryConfig(config: InlineConfig): void {
  // 'blocking': no `defer` on the tag, which an inline script would ignore anyway.
  config.html = { ...config.html, inject: 'body', scriptLoading: 'blocking' };
  config.output = { ...config.output, inlineScripts: ENTRY_SCRIPT };
}

/** Rsbuild plugin, in a build only. */
export function pluginInlineEntry() {
  return {
    name: 'exchange:inline-entry',
    apply: 'build' as const,
    setup(api: ConfigApi) {
      api.modifyRsbuildConfig((config) => inlineEntryConfig(config));
    },
  };
}
