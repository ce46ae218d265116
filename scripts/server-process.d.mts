// Types for server-process.mjs, which the proxy journey imports.
export declare const ROOT: string;
export declare function serverNodeArgs(entry?: string): string[];
export declare function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
