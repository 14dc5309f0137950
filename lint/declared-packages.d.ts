// Types for lint/declared-packages.js (plain JavaScript, as ESLint loads it without a build step).
import type { ESLint } from "eslint";

export function packageOf(source: string): string;
export function undeclaredImport(source: string, typeOnly?: boolean): string | null;
export const declaredPackagesPlugin: ESLint.Plugin;
