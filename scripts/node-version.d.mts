// The types of node-version.mjs, for its test (TypeScript).
export declare function unsupportedNode(version: string): string | null;
