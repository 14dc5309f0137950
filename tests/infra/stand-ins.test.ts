import { describe, expect, it } from "vitest";
import { evaluateSstConfig } from "./support/evaluate-sst-config.js";
import { declaredFunctions } from "./support/lambda-functions.js";
import { renderSstEnv } from "./support/sst-env.js";

// The stand-ins and helpers the infra tests share, on a config shaped like what other issues will
// add: a scheduled job made with shopFunction and handed to a Cron, and a Cron given bare
// function arguments (SST then makes "<Cron>Handler" itself).

const WITH_SCHEDULED_JOBS = `
export default $config({
  app() { return { name: "rangrez", home: "aws" }; },
  async run() {
    const { table } = await import("./infra/cloud/table");
    const { shopFunction } = await import("./infra/cloud/shop-function");
    const sweep = shopFunction("HoldSweep", { handler: "functions/lambda/hold-sweep.handler", memory: "256 MB", timeout: "30 seconds", link: [table] });
    new sst.aws.Cron("HoldSweepSchedule", { function: sweep, schedule: "rate(1 minute)" });
    new sst.aws.Cron("Outbox", { function: { handler: "functions/lambda/mailer.handler", link: [table] }, schedule: "rate(5 minutes)" });
  },
});
`;

describe("the SST stand-ins", () => {
  it("see a Cron's function, whether made with shopFunction or from bare arguments, as a declared function with its links", async () => {
    const stack = await evaluateSstConfig("staging", { source: WITH_SCHEDULED_JOBS });
    const functions = declaredFunctions(stack);
    expect(functions.map((fn) => ({ name: fn.name, handler: fn.handler, links: fn.links }))).toEqual([
      { name: "HoldSweep", handler: "functions/lambda/hold-sweep.handler", links: ["ShopTable"] },
      { name: "OutboxHandler", handler: "functions/lambda/mailer.handler", links: ["ShopTable"] },
    ]);
    expect(stack.all("Cron").map((cron) => cron.args.schedule)).toEqual(["rate(1 minute)", "rate(5 minutes)"]);
    // shopFunction brings the function's alarms; a Cron given bare arguments does not, which the
    // alarm tests' "every declared function" check would report for the real config.
    const watched = (name: string) => stack.all("aws.cloudwatch.MetricAlarm").filter((a) => (a.args.dimensions as Record<string, string> | undefined)?.FunctionName === `{${name}.name}`);
    expect(watched("HoldSweep").map((a) => a.args.metricName).sort()).toEqual(["Duration", "Errors", "Throttles"]);
    expect(watched("OutboxHandler")).toEqual([]);
    // SST types only top-level components in sst-env.d.ts: the Cron's own child function is not there.
    expect(renderSstEnv(stack)).toContain('"HoldSweep": {');
    expect(renderSstEnv(stack)).not.toContain("OutboxHandler");
  });

  it("refuse what SST refuses: a name used twice in another case, the reserved App, a Cron with no schedule, an unrecorded aws resource", async () => {
    const run = (body: string) => evaluateSstConfig("staging", { source: `export default $config({ app() { return { name: "rangrez", home: "aws" }; }, async run() { ${body} } });` });
    await expect(run(`new sst.Secret("Mailer"); new sst.Secret("MAILER");`)).rejects.toThrow(/not unique/);
    await expect(run(`new sst.Secret("App");`)).rejects.toThrow(/reserved/);
    await expect(run(`new sst.aws.Cron("Sweep", { function: "functions/lambda/api.handler", schedule: "every minute" });`)).rejects.toThrow(/schedule/);
    await expect(run(`new aws.s3.BucketV2("Pictures", {});`)).rejects.toThrow(/aws\.s3/);
  });
});
