import type { HelmetOptions } from 'helmet';

export declare const API_POLICY: HelmetOptions;
export declare const DOCS_POLICY: HelmetOptions;
/** The pages' and files' policy of the static server, from the runtime config and the pages' inline scripts. */
export declare function pagePolicy(
  config: Record<string, unknown> | null,
  scriptHashes?: readonly string[],
): HelmetOptions;
/** helmet's headers for these options (lower-case names), worked out once. */
export declare function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>>;
export declare function inlineScripts(html: string): string[];
export declare function inlineScriptHashes(html: string): string[];
