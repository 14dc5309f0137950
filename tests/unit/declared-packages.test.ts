// The declared-packages rule `npm test` lints with (lint/declared-packages.js): an import of a
// package package.json does not declare fails the lint, whatever happens to be in node_modules.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { packageOf, undeclaredImport } from "../../lint/declared-packages.js";

describe("the declared-packages rule", () => {
  it("names the package a bare import comes from", () => {
    expect(packageOf("@aws-sdk/client-s3/dist-cjs/index.js")).toBe("@aws-sdk/client-s3");
    expect(packageOf("hono/html")).toBe("hono");
  });

  it("refuses a package only another package brought in; lets declared ones, built-ins, aliases and paths through", () => {
    // In node_modules only because lighthouse depends on it: not ours to import undeclared.
    expect(undeclaredImport("lighthouse-logger")).toMatch(/"lighthouse-logger" is imported but not declared in package.json/);
    for (const fine of ["hono/html", "@aws-sdk/client-lambda", "node:fs", "fs", "crypto", "@shared/money.js", "@/app/App.js", "./x.js", "../y.js"]) {
      expect([fine, undeclaredImport(fine)]).toEqual([fine, null]);
    }
  });

  it("is applied by the project's ESLint config to its files", async () => {
    const [result] = await new ESLint().lintText('import log from "lighthouse-logger";\nexport const x = log;\n', { filePath: "functions/example.ts" });
    expect(result!.messages.map((message) => message.ruleId)).toContain("packages/declared-packages");
  });
});
