import type { EvaluatedStack } from "./evaluate-sst-config.js";
import type { RecordedComponent } from "./sst-stand-ins.js";

// What the sst CLI writes to sst-env.d.ts for a stack, rendered the way its generator does
// (pkg/types/typescript/typescript.go in SST): one `Resource` entry per linkable component made
// at the top level, keys quoted and sorted byte-wise, `"type"` given as its literal, every other
// property typed by its value ("string"), no semicolons. The properties are each component's
// getSSTLink() in platform/src/components (Secret: value; Dynamo: name; Function: name and url;
// Router and StaticSite: url; Email: sender and configSet; Bucket: name) plus `type`, its Pulumi type with ":" turned to "." (link.ts).

const LINK_PROPERTIES: Partial<Record<RecordedComponent["kind"], { type: string; properties: (component: RecordedComponent) => string[] }>> = {
  Secret: { type: "sst.sst.Secret", properties: () => ["value"] },
  Dynamo: { type: "sst.aws.Dynamo", properties: () => ["name"] },
  Function: { type: "sst.aws.Function", properties: (fn) => (fn.args.url ? ["name", "url"] : ["name"]) },
  Router: { type: "sst.aws.Router", properties: () => ["url"] },
  StaticSite: { type: "sst.aws.StaticSite", properties: () => ["url"] },
  Email: { type: "sst.aws.Email", properties: () => ["sender", "configSet"] },
  Bucket: { type: "sst.aws.Bucket", properties: () => ["name"] },
};

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function renderSstEnv(stack: EvaluatedStack): string {
  const entries = stack.components
    .filter((component) => LINK_PROPERTIES[component.kind] && !component.opts.parent)
    .sort((a, b) => byteOrder(a.name, b.name))
    .map((component) => {
      const link = LINK_PROPERTIES[component.kind]!;
      const properties = [...link.properties(component), "type"].sort(byteOrder);
      const lines = properties.map((property) => `      "${property}": ${property === "type" ? `"${link.type}"` : "string"}`);
      return [`    "${component.name}": {`, ...lines, "    }"].join("\n");
    });
  return ['declare module "sst" {', "  export interface Resource {", ...entries, "  }", "}", "", 'import "sst"', "export {}"].join("\n");
}

/** The file without its leading comment lines (the CLI writes its own "auto-generated" header). */
export function withoutHeader(text: string): string {
  return text.replace(/^(\s*\/\*[\s\S]*?\*\/\s*)+/, "");
}
