import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// The invoice font: Hind, by the Indian Type Foundry (SIL Open Font License 1.1), from the npm
// package @expo-google-fonts/hind. It has the rupee sign (₹, U+20B9), which the PDF standard
// fonts lack. In a Lambda bundle the files are copied beside the bundle under fonts/
// (infra/cloud/mailer.ts); run from the source tree they are read from node_modules.

export const DOCUMENT_FONTS = {
  regular: { file: "Hind-Regular.ttf", source: "@expo-google-fonts/hind/400Regular/Hind_400Regular.ttf" },
  semibold: { file: "Hind-SemiBold.ttf", source: "@expo-google-fonts/hind/600SemiBold/Hind_600SemiBold.ttf" },
} as const;

export type FontName = keyof typeof DOCUMENT_FONTS;

const cache = new Map<FontName, Buffer>();

function locate(name: FontName): string {
  const { file, source } = DOCUMENT_FONTS[name];
  const beside = join(dirname(fileURLToPath(import.meta.url)), "fonts", file);
  if (existsSync(beside)) return beside;
  try {
    return createRequire(import.meta.url).resolve(source);
  } catch {
    throw new Error(`The document font ${file} is missing: it should sit in fonts/ beside the bundle, or in node_modules/${source}`);
  }
}

/** Where the font file is (PDFKit takes a path for the document's first font). */
export function documentFontPath(name: FontName): string {
  return locate(name);
}

export function documentFont(name: FontName): Buffer {
  let font = cache.get(name);
  if (!font) {
    font = readFileSync(locate(name));
    cache.set(name, font);
  }
  return font;
}
