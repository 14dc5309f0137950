import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

// A CloudFront Function as SST's Router makes it from `edge.viewerResponse.injection`, run here
// in Node against events shaped like CloudFront Functions' (version 1.0 event structure).

/** The function code SST deploys (createResponseFunction in platform/src/components/aws/router.ts). */
export function viewerResponseCode(injection: string): string {
  return `
import cf from "cloudfront";
async function handler(event) {
  ${injection}
  return event.response;
}`;
}

/** CloudFront Functions' limit on a function's code (Quotas on CloudFront Functions). */
export const MAX_FUNCTION_BYTES = 10 * 1024;

export interface CloudFrontHeaders {
  [name: string]: { value: string };
}

export interface ViewerResponseEvent {
  version: "1.0";
  context: { distributionDomainName: string; distributionId: string; eventType: "viewer-response"; requestId: string };
  viewer: { ip: string };
  request: { method: string; uri: string; querystring: Record<string, unknown>; headers: CloudFrontHeaders; cookies: Record<string, unknown> };
  response: { statusCode: number; statusDescription: string; headers: CloudFrontHeaders; cookies: Record<string, unknown> };
}

export function viewerResponseEvent(uri: string, response: { statusCode?: number; headers?: CloudFrontHeaders } = {}): ViewerResponseEvent {
  return {
    version: "1.0",
    context: { distributionDomainName: "d111111abcdef8.cloudfront.net", distributionId: "EDFDVBD6EXAMPLE", eventType: "viewer-response", requestId: `req-${Math.random().toString(36).slice(2)}` },
    viewer: { ip: "198.51.100.11" },
    request: { method: "GET", uri, querystring: {}, headers: { host: { value: "shop.example.in" } }, cookies: {} },
    response: {
      statusCode: response.statusCode ?? 200,
      statusDescription: "OK",
      headers: response.headers ?? { "content-type": { value: "text/html" } },
      cookies: {},
    },
  };
}

export type ViewerResponseHandler = (event: ViewerResponseEvent) => Promise<ViewerResponseEvent["response"]>;

/**
 * Loads the code unchanged as an ES module (an `export` line appended), with a stand-in for
 * CloudFront's `cloudfront` module (key value stores, origin helpers) that the injection never uses.
 */
export async function loadViewerResponseFunction(code: string): Promise<ViewerResponseHandler> {
  const dir = mkdtempSync(join(tmpdir(), "cloudfront-function-"));
  try {
    mkdirSync(join(dir, "node_modules", "cloudfront"), { recursive: true });
    writeFileSync(join(dir, "node_modules", "cloudfront", "package.json"), JSON.stringify({ name: "cloudfront", type: "module", main: "index.js" }));
    writeFileSync(join(dir, "node_modules", "cloudfront", "index.js"), "export default {};\n");
    const file = join(dir, "function.mjs");
    writeFileSync(file, `${code}\nexport { handler };\n`);
    return ((await import(pathToFileURL(file).href)) as { handler: ViewerResponseHandler }).handler;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The syntax the injection may use: ES 5.1 statements and expressions that CloudFront Functions'
 * JavaScript runtime 2.0 documents (var, if, assignments, calls, member access, object and regular
 * expression literals; const and let too), nothing newer that it might not support. Returns the
 * kinds found outside that set, with where they start.
 */
const ALLOWED = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.SourceFile,
  ts.SyntaxKind.EndOfFileToken,
  ts.SyntaxKind.Block,
  ts.SyntaxKind.IfStatement,
  ts.SyntaxKind.ReturnStatement,
  ts.SyntaxKind.ExpressionStatement,
  ts.SyntaxKind.VariableStatement,
  ts.SyntaxKind.VariableDeclarationList,
  ts.SyntaxKind.VariableDeclaration,
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.ObjectLiteralExpression,
  ts.SyntaxKind.PropertyAssignment,
  ts.SyntaxKind.PropertyAccessExpression,
  ts.SyntaxKind.ElementAccessExpression,
  ts.SyntaxKind.CallExpression,
  ts.SyntaxKind.PrefixUnaryExpression,
  ts.SyntaxKind.BinaryExpression,
  ts.SyntaxKind.ParenthesizedExpression,
  ts.SyntaxKind.EqualsToken,
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.AmpersandAmpersandToken,
  ts.SyntaxKind.BarBarToken,
]);

/** Globals a CloudFront Function cannot reach (no network, file system, timers or dynamic code). */
const UNAVAILABLE_GLOBALS = new Set(["require", "process", "fetch", "setTimeout", "setInterval", "eval", "Function", "globalThis", "XMLHttpRequest"]);

export function unsupportedSyntax(injection: string): string[] {
  const source = ts.createSourceFile("injection.js", injection, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (!ALLOWED.has(node.kind)) found.push(`${ts.SyntaxKind[node.kind]} at ${node.getStart()}`);
    if (ts.isIdentifier(node) && UNAVAILABLE_GLOBALS.has(node.text)) found.push(`${node.text} (not available in CloudFront Functions)`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  const parseErrors = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  return [...found, ...parseErrors.map((d) => `syntax error: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`)];
}
