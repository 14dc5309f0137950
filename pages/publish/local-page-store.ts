import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { PageStore } from "./page-store.js";
import type { PageMarks } from "./shown.js";
import { PUBLISHER_FOLDER } from "./snapshot.js";

/**
 * Pages as files under the build output the local server serves; each swapped in whole (write,
 * then rename). The marks and the publisher's own files (the snapshot) live in memory as long as
 * the shop, never served (a fresh start renders every page).
 */
export function localPageStore(staticDir: string): PageStore {
  const root = resolve(staticDir);
  const fileOf = (key: string) => {
    const file = resolve(join(root, key));
    if (!file.startsWith(root + sep)) throw new Error(`Page key outside the site: ${key}`);
    return file;
  };
  let written = 0;
  const marks = new Map<string, PageMarks>();
  const own = new Map<string, { body: Uint8Array; version: string }>();
  return {
    async put(key, body, _type, pageMarks) {
      if (key.startsWith(PUBLISHER_FOLDER)) {
        own.set(key, { body: typeof body === "string" ? Buffer.from(body) : body, version: String(written++) });
        return;
      }
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${written++}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
      if (pageMarks) marks.set(key, pageMarks);
      else marks.delete(key);
    },
    async remove(key) {
      marks.delete(key);
      await rm(fileOf(key), { force: true });
    },
    async marks(key) {
      return marks.get(key);
    },
    async list(prefix) {
      const folder = fileOf(prefix);
      if (!existsSync(folder)) return [];
      const entries = await readdir(folder, { recursive: true, withFileTypes: true });
      return entries.filter((entry) => entry.isFile() && entry.name === "index.html").map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"));
    },
    async read(key) {
      return own.get(key);
    },
    async putOver(key, body, _type, version) {
      if (own.get(key)?.version !== version) return false;
      own.set(key, { body, version: String(written++) });
      return true;
    },
  };
}
