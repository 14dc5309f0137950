import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../functions/data/db.js";
import { exportRunnerFor } from "../../functions/exports/export-runner.js";
import { selfHandOff } from "../../pages/publish/lambda-hand-off.js";
import { startLambdaStandIn } from "../support/lambda-stand-in.js";

// A function that hands work to async invocations of itself (the API's exports, the page
// publisher's jobs) names itself by the ARN Lambda gives it in its context, not by a name built
// from the app and the stage: SST shortens a long stage's function names (physicalName), so a
// built name breaks on a stage like this one.
const LONG_STAGE = "pr-4242-saree-blouse-measurements-and-returns";
// SST's name for it: the stage cut short, the app's name gone (platform/src/components/naming.ts).
const OWN_ARN = `arn:aws:lambda:ap-south-1:123456789012:function:${LONG_STAGE.slice(0, 39)}-ShopApiFunction-kzrsthvx`;

let lambda: Awaited<ReturnType<typeof startLambdaStandIn>>;
beforeAll(async () => {
  expect(LONG_STAGE.length).toBeGreaterThanOrEqual(40);
  lambda = await startLambdaStandIn();
});
afterAll(() => lambda.stop());

const config = { media: { bucket: "media" }, region: "ap-south-1", dynamoEndpoint: "http://127.0.0.1:9" };
const env = () => ({ LAMBDA_ENDPOINT: lambda.endpoint, AWS_LAMBDA_FUNCTION_NAME: "rangrez-pr-4242-saree-blouse-measurements-and-returns-ShopApi" });

describe("the API handing an export on", () => {
  it("invokes its own ARN, from its Lambda context, asynchronously", async () => {
    lambda.invocations.length = 0;
    await exportRunnerFor(config, {} as Db, OWN_ARN, env()).start("job-1");
    expect(lambda.invocations).toEqual([{ functionName: OWN_ARN, invocationType: "Event", payload: { exportJob: "job-1" } }]);
  });

  it("runs in the process where there is no Lambda context (npm start, the API tests)", async () => {
    lambda.invocations.length = 0;
    const runner = exportRunnerFor(config, {} as Db, undefined, env());
    expect(runner).toBeDefined();
    // Nothing goes to Lambda: the job would run here (and fail here, on this stand-in table, without touching Lambda).
    await runner.start("job-2").catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lambda.invocations).toEqual([]);
  });
});

describe("the page publisher handing its jobs on", () => {
  it("invokes its own ARN, from its Lambda context, once per job", async () => {
    lambda.invocations.length = 0;
    const handOff = selfHandOff({ invokedFunctionArn: OWN_ARN.replace("ShopApi", "PagePublisher") }, "ap-south-1", { DYNAMO_ENDPOINT: "http://127.0.0.1:9", LAMBDA_ENDPOINT: lambda.endpoint });
    await handOff!([{ siteWide: true }, { feeds: true }]);
    expect(lambda.invocations.map((i) => [i.functionName, i.invocationType])).toEqual([
      [OWN_ARN.replace("ShopApi", "PagePublisher"), "Event"],
      [OWN_ARN.replace("ShopApi", "PagePublisher"), "Event"],
    ]);
    expect(lambda.invocations.map((i) => i.payload)).toEqual([{ job: { siteWide: true } }, { job: { feeds: true } }]);
  });

  it("renders in the process against the local emulators without a Lambda stand-in, or outside Lambda", () => {
    expect(selfHandOff({ invokedFunctionArn: OWN_ARN }, "ap-south-1", { DYNAMO_ENDPOINT: "http://127.0.0.1:9" })).toBeUndefined();
    expect(selfHandOff(undefined, "ap-south-1", {})).toBeUndefined();
  });
});
