// How SST bundles every Node function here (the Function's `nodejs` argument), in a file of its
// own so tests/support/lambda-bundle.ts builds the tests' and the benchmark's bundles the same way.
//
// `splitting`: esbuild puts each dynamically imported module (the razorpay SDK with axios and its
// MIME table, the AWS SDK's rarely used credential providers) in a chunk of its own beside
// bundle.mjs, so a cold start parses only what every request needs; SST documents the option
// for exactly that ("can help reduce cold starts", nodejs.splitting in platform/src/components/
// aws/function.ts; pkg/runtime/node/build.go writes the chunks as .mjs next to bundle.mjs).
// `minify`, `format` and `sourcemap` are SST's defaults, spelled out. @aws-sdk stays bundled
// (no `install` list): Lambda's own SDK copy changes version without a deploy.
export const NODEJS_BUNDLING = { format: "esm", minify: true, sourcemap: false, splitting: true } as const;

/**
 * Packages SST installs beside a function's bundle (`nodejs.install`) instead of bundling them,
 * by handler: sharp carries libvips, a native library, which SST installs for arm64 and glibc
 * (pkg/runtime/node/build.go). Only the API's photo route and the share pictures' backfill load it.
 */
export const LAMBDA_INSTALL: Readonly<Record<string, readonly string[]>> = {
  "functions/lambda/api.handler": ["sharp"],
  "functions/lambda/share-pictures.handler": ["sharp"],
};
