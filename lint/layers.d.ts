// Types for lint/layers.js (plain JavaScript, as ESLint loads it without a build step).
import type { ESLint } from "eslint";

export function layerViolation(from: string, to: string, options?: { bare?: boolean; typeOnly?: boolean }): string | null;
export const layersPlugin: ESLint.Plugin;
export function unalias(source: string): string | undefined;
export function importVisitors(check: (node: unknown, source: unknown, typeOnly: boolean) => void): Record<string, (node: never) => void>;
