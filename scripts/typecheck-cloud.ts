// `npm run typecheck`'s second half: sst.config.ts and infra/cloud/ against SST's globals
// (tsconfig.cloud.json). sst.config.ts references .sst/platform/config.d.ts, which only the sst
// CLI writes; where it has not, this reads our own declarations (infra/sst-platform.d.ts) in
// its place, so a fresh clone type-checks the cloud code too. Exits 1 on any error, as tsc does.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import ts from "typescript";

const SST_PLATFORM_TYPES = resolve(".sst/platform/config.d.ts");
const OUR_PLATFORM_TYPES = resolve("infra/sst-platform.d.ts");

const configFile = ts.readConfigFile("tsconfig.cloud.json", (path) => ts.sys.readFile(path));
if (configFile.error) throw new Error(ts.flattenDiagnosticMessageText(configFile.error.messageText, "\n"));
const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, process.cwd(), undefined, "tsconfig.cloud.json");

const host = ts.createCompilerHost(config.options);
if (!existsSync(SST_PLATFORM_TYPES)) {
  const stands = (fileName: string) => resolve(fileName) === SST_PLATFORM_TYPES;
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (fileName) => stands(fileName) || fileExists(fileName);
  host.readFile = (fileName) => (stands(fileName) ? readFileSync(OUR_PLATFORM_TYPES, "utf8") : readFile(fileName));
  host.getSourceFile = (fileName, language, onError, fresh) =>
    stands(fileName) ? ts.createSourceFile(fileName, readFileSync(OUR_PLATFORM_TYPES, "utf8"), language) : getSourceFile(fileName, language, onError, fresh);
}

const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host, projectReferences: config.projectReferences });
const diagnostics = [...config.errors, ...ts.getPreEmitDiagnostics(program)];
if (diagnostics.length > 0) {
  const formatHost: ts.FormatDiagnosticsHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => process.cwd(), getNewLine: () => "\n" };
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
  process.exit(1);
}
