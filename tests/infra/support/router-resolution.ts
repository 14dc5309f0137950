import type { EvaluatedStack } from "./evaluate-sst-config.js";
import type { BucketRoute, RecordedComponent } from "./sst-stand-ins.js";

export interface RouterTarget {
  path: string;
  target: RecordedComponent;
}

interface RouterRoute {
  instance: unknown;
  path?: string;
  domain?: string;
}

/** What the Router serves: functions joined with `url.router`, sites with `router`, buckets with `routeBucket`. */
export function routerTargets(stack: EvaluatedStack): RouterTarget[] {
  const router = stack.one("Router");
  const targets: RouterTarget[] = [];
  for (const fn of stack.all("Function")) {
    const route = (fn.args.url as { router?: RouterRoute } | undefined)?.router;
    if (route && stack.of(route.instance) === router) targets.push({ path: route.path ?? "/", target: fn });
  }
  for (const site of stack.all("StaticSite")) {
    const route = site.args.router as RouterRoute | undefined;
    if (route && stack.of(route.instance) === router) targets.push({ path: route.path ?? "/", target: site });
  }
  for (const route of (router.component as { bucketRoutes?: BucketRoute[] }).bucketRoutes ?? []) {
    targets.push({ path: route.pattern, target: stack.of(route.bucket) });
  }
  return targets;
}

/**
 * The target a request path reaches, by the rule of SST's Router (its CloudFront function in
 * platform/src/components/aws/router.ts): the longest path prefix that ends at a segment
 * boundary wins.
 */
export function resolveRoute(targets: RouterTarget[], uri: string): RecordedComponent | undefined {
  let best: RouterTarget | undefined;
  for (const candidate of targets) {
    const path = "/" + candidate.path.replace(/^\/+|\/+$/g, "");
    const matches = uri.startsWith(path) && (uri === path || path === "/" || uri[path.length] === "/");
    if (matches && (!best || path.length > best.path.length)) best = { ...candidate, path };
  }
  return best?.target;
}
