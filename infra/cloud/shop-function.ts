import { watchFunction } from "./alarms.js";
import { NODE_FUNCTION, logging } from "./lambda-defaults.js";
import { reservedConcurrency } from "./stage-limits.js";
import { ACTIVE_TRACING, XRAY_PERMISSIONS } from "./tracing.js";

/**
 * Every Lambda of the shop: SST's Function with the shared runtime, bundling and logging, its
 * stage's reserved concurrency (stage-limits.ts), X-Ray tracing (tracing.ts), and its error,
 * throttle and near-timeout alarms. A scheduled job makes its function here and hands it to
 * `new sst.aws.Cron(name, { function: fn, schedule })`, so it is watched the same way.
 */
export function shopFunction(name: string, args: sst.aws.FunctionArgs & { timeout: `${number} seconds` }) {
  const fn = new sst.aws.Function(name, {
    ...NODE_FUNCTION,
    logging: logging(),
    concurrency: { reserved: reservedConcurrency($app.stage, name) },
    ...args,
    permissions: [...(args.permissions ?? []), XRAY_PERMISSIONS],
    transform: { ...args.transform, function: { ...args.transform?.function, ...ACTIVE_TRACING } },
  });
  watchFunction(fn, name, args.timeout);
  return fn;
}
