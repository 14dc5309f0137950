import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { PageStore } from "./page-store.js";

/** Pages as files under the build output the local server serves; each swapped in whole (write, then rename). */
export function localPageStore(staticDir: string): PageStore {
  const root = resolve(staticDir);
  const fileOf = (key: string) => {
    const file = resolve(join(root, key));
    if (!file.startsWith(root + sep)) throw new Error(`Page key outside the site: ${key}`);
    return file;
  };
  let written = 0;
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${written++}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
