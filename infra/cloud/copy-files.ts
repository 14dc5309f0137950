import { DOCUMENT_FONTS } from "../../functions/documents/pdf/fonts.js";

// Files a function reads beside its bundle (SST's `copyFiles`), by handler: the mailer's invoice
// font, and the API's for the tailor's job card (issue 26), which it renders on first use. In a file of its own, without esbuild, so the SST config (infra/cloud/mailer.ts) and the
// tests' builds (tests/support/lambda-bundle.ts) take the same list.
const DOCUMENT_FONT_FILES = Object.values(DOCUMENT_FONTS).map((font) => ({ from: `node_modules/${font.source}`, to: `fonts/${font.file}` }));

export const LAMBDA_COPY_FILES: Readonly<Record<string, Array<{ from: string; to: string }>>> = {
  "functions/lambda/mailer.handler": DOCUMENT_FONT_FILES,
  "functions/lambda/api.handler": DOCUMENT_FONT_FILES,
};
