// What the API and webhook functions share: how SST builds and runs them.

export const NODE_FUNCTION = {
  // Set explicitly: SST's default runtime has changed between versions.
  runtime: "nodejs22.x",
  // Graviton costs about 20% less per GB-second; the bundle is plain JavaScript, nothing native.
  architecture: "arm64",
  // SST's defaults, spelled out because infra/cloud/bundle.ts builds the same way for the
  // bundle tests and the cold-start benchmark. @aws-sdk stays bundled (no `install` list).
  nodejs: { format: "esm", minify: true, sourcemap: false },
} as const;

/**
 * Production logs outlive a payment dispute (Razorpay chargebacks can come months later);
 * other stages keep two weeks.
 */
export function logging() {
  return { retention: $app.stage === "production" ? "6 months" : "2 weeks", format: "json" } as const;
}
