import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { NO_PERSONAL_DATA, PERSONAL_DATA } from "@functions/accounts/personal-data/registry.js";
import { keyPartMatches, type KeyShape } from "@functions/accounts/personal-data/kinds.js";

// Reads the keys and entity names the data layer writes straight from its source, so a kind added
// tomorrow is seen without anyone remembering to list it: `pk: \`GIFT_CARD#${id}\``, `sk: "GIFT_CARD"`,
// `entity: "giftCard"`, a partition helper `(id) => \`GIFT_CARD#${id}\``, an update's `":e": "giftCard"`.

export interface SourceFile {
  path: string;
  text: string;
}

/** A key or entity the source writes, and where. */
interface Written {
  what: string;
  where: string;
}

const KEY_TOKEN = "([A-Z][A-Z0-9_]*(?:#[A-Z][A-Z0-9_]*)*#?)";
const PK_TEMPLATE = new RegExp(`\\bpk:\\s*\`${KEY_TOKEN}`, "g");
const PK_STRING = new RegExp(`\\bpk(?::|\\s*=)\\s*"${KEY_TOKEN}"`, "g");
const SK_TEMPLATE = new RegExp(`\\bsk:\\s*\`${KEY_TOKEN}`, "g");
const SK_STRING = new RegExp(`\\bsk:\\s*"${KEY_TOKEN}"`, "g");
/** `const partition = (id: string) => \`STORECREDIT#${id}\``, `const DAYS_PARTITION = "SALES_DAYS"`, `const lineKey = (n) => \`PRODUCTION#...\``. */
const HELPER = new RegExp(`\\b(?:const|let)\\s+(\\w*(?:partition|PARTITION|Key|KEY))\\s*=\\s*(?:\\([^)]*\\)\\s*=>\\s*)?[\`"]${KEY_TOKEN}`, "g");
/** An item's entity; an audit entry's subject (`entity: "refund", entityId`) is not one. */
const ENTITY = /(?:\bentity:\s*|":e(?:ntity)?":\s*)"([A-Za-z][\w-]*)"(?!,\s*entityId)/g;

function* matches(text: string, pattern: RegExp, group = 1): Generator<string> {
  for (const match of text.matchAll(pattern)) yield match[group]!;
}

export function sourcesUnder(root: string, folder: string, skip: readonly string[]): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const name = relative(root, path);
      if (skip.some((s) => name.startsWith(s))) continue;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".ts")) files.push({ path: name, text: readFileSync(path, "utf8") });
    }
  };
  walk(join(root, folder));
  return files;
}

const shapes: KeyShape[] = [...PERSONAL_DATA, ...NO_PERSONAL_DATA].flatMap((kind) => kind.keys);
const entities = new Set([...PERSONAL_DATA, ...NO_PERSONAL_DATA].flatMap((kind) => kind.entities));

/** A key part written in the source (a prefix if it ends in "#") is covered by a registry part that matches it. */
const covers = (shape: string, written: string) => shape === written || (shape.endsWith("#") && written.startsWith(shape)) || keyPartMatches(shape, written);

/**
 * What the source writes that the registry does not list, one sentence each naming it and the
 * file: a partition key, a sort key, or an entity name.
 */
export function unlistedKinds(files: readonly SourceFile[]): string[] {
  const problems = new Set<string>();
  for (const file of files) {
    const pks: Written[] = [];
    const sks: Written[] = [];
    for (const line of file.text.split("\n")) {
      const linePks = [...matches(line, PK_TEMPLATE), ...matches(line, PK_STRING)];
      const lineSks = [...matches(line, SK_TEMPLATE), ...matches(line, SK_STRING)];
      for (const pk of linePks) pks.push({ what: pk, where: file.path });
      for (const sk of lineSks) sks.push({ what: sk, where: file.path });
      // A key written whole on one line: the pair must be a shape the registry lists.
      for (const pk of linePks) {
        for (const sk of lineSks) {
          if (!shapes.some((shape) => covers(shape.pk, pk) && (shape.sk === undefined || covers(shape.sk, sk)))) {
            problems.add(`${file.path} writes ${pk}… / ${sk}… items, which the personal-data registry does not list: add the kind to functions/accounts/personal-data/registry.ts, with its export and erasure, or as holding no personal data.`);
          }
        }
      }
      // Key helpers are read in the data layer only: elsewhere a "…Key" is a throttle's name or a setting.
      for (const helper of file.path.startsWith("functions/data/") ? line.matchAll(HELPER) : []) {
        const token = helper[2]!;
        const asSk = /key/i.test(helper[1]!) && !/partition/i.test(helper[1]!);
        (asSk ? sks : pks).push({ what: token, where: file.path });
      }
    }
    for (const pk of pks) {
      if (!shapes.some((shape) => covers(shape.pk, pk.what))) {
        problems.add(`${pk.where} writes items under the partition ${pk.what}…, which the personal-data registry does not list: add the kind to functions/accounts/personal-data/registry.ts, with its export and erasure, or as holding no personal data.`);
      }
    }
    for (const sk of sks) {
      if (!shapes.some((shape) => (shape.sk !== undefined && covers(shape.sk, sk.what)) || (shape.sk === undefined && pks.some((pk) => covers(shape.pk, pk.what))) || covers(shape.pk, sk.what))) {
        problems.add(`${sk.where} writes items with the sort key ${sk.what}…, which the personal-data registry does not list: add the kind to functions/accounts/personal-data/registry.ts, with its export and erasure, or as holding no personal data.`);
      }
    }
    for (const entity of matches(file.text, ENTITY)) {
      if (!entities.has(entity)) {
        problems.add(`${file.path} writes the entity "${entity}", which the personal-data registry does not list: add it to a kind in functions/accounts/personal-data/registry.ts, with its export and erasure, or as holding no personal data.`);
      }
    }
  }
  return [...problems].sort();
}
