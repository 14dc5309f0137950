import { resolve } from "node:path";

/**
 * Where a local shop keeps its built storefront and the pages it pre-renders: beside its data
 * (`<DATA_DIR>/web`), so a second shop started from the same checkout with its own DATA_DIR (a
 * test run beside `npm start`) builds and renders into its own folder instead of over the
 * first one's. STATIC_DIR names another folder; `npm run build` still builds dist/web for deploys.
 */
export function storefrontDirOf(env: { DATA_DIR?: string; STATIC_DIR?: string }): string {
  return resolve(env.STATIC_DIR ?? resolve(env.DATA_DIR ?? ".data", "web"));
}
