import { NODEJS_BUNDLING } from "./nodejs-bundling.js";
import { isKeptStage } from "./kept-stages.js";

// What every Lambda function shares: how SST builds and runs it.

export const NODE_FUNCTION = {
  // Set explicitly: SST's default runtime has changed between versions.
  runtime: "nodejs22.x",
  // Graviton costs about 20% less per GB-second; the bundle is plain JavaScript, nothing native.
  architecture: "arm64",
  nodejs: NODEJS_BUNDLING,
} as const;

/**
 * A kept stage's logs (production's, staging's) outlive a payment dispute (Razorpay chargebacks can come months later);
 * other stages keep two weeks.
 */
export function logging() {
  return { retention: isKeptStage($app.stage) ? "6 months" : "2 weeks", format: "json" } as const;
}
