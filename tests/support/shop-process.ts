// The whole shop as its own process, started the way `npm start` starts it (tsx on
// infra/local/start.ts with PORT and DATA_DIR, the storefront build skipped), so a test can
// load it from outside, kill it with SIGKILL and start it again on the same data.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { connect } from "node:net";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { TEST_EXEMPT_SOURCES } from "./exempt-sources.js";

export interface ShopProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  dataDir: string;
  /** The process group: the launcher, tsx, the shop, DynamoDB Local's watchdog and Java. */
  pid: number;
  /** Everything the shop printed so far. */
  output(): string;
  /** Signals the whole process group and waits until none of it is left. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const START_TIMEOUT_MS = 120_000;

export async function startShopProcess(options: { port: number; dataDir: string; env?: Record<string, string> }): Promise<ShopProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const child: ChildProcess = spawn("npx", ["tsx", "infra/local/start.ts"], {
    cwd: REPO_ROOT,
    // MAIL_PORT 0: the local mailbox on any free port, so shops started side by side do not collide.
    env: { ...process.env, PORT: String(options.port), DATA_DIR: options.dataDir, SKIP_BUILD: "1", MAIL_PORT: "0", THROTTLE_EXEMPT_SOURCES: TEST_EXEMPT_SOURCES, ...options.env },
    // Its own process group, so one signal reaches every process the shop started.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const pid = child.pid;
  if (pid === undefined) throw new Error("The shop's process did not start");

  const shop: ShopProcess = {
    url,
    port: options.port,
    dataDir: options.dataDir,
    pid,
    output: () => output,
    async kill(signal) {
      try {
        process.kill(-pid, signal);
      } catch {
        // The group is already gone.
      }
      const deadline = Date.now() + 30_000;
      while (groupMembers(pid).length > 0) {
        if (Date.now() > deadline) throw new Error(`Process group ${pid} still runs 30 s after ${signal}: ${groupMembers(pid).join("; ")}\n${output.slice(-3000)}`);
        await sleep(100);
      }
    },
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The shop exited with ${child.exitCode} while starting:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) return shop;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await shop.kill("SIGKILL");
      throw new Error(`The shop did not answer ${url}/api/health within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await sleep(250);
  }
}

/** The owner's e-mail and password as the shop printed them at start ("Admin login: e-mail / password"). */
export function printedAdmin(shop: ShopProcess): { email: string; password: string } {
  const match = /Admin login: (\S+) \/ (.+?) {2}\(/.exec(shop.output());
  if (!match) throw new Error(`The shop printed no admin login:\n${shop.output()}`);
  return { email: match[1]!, password: match[2]! };
}

/** The local SES the shop printed at start ("Mailbox: url"), where its e-mails can be read. */
export function printedMailbox(shop: ShopProcess): string {
  const match = /Mailbox: +(\S+)/.exec(shop.output());
  if (!match) throw new Error(`The shop printed no mailbox:\n${shop.output()}`);
  return match[1]!;
}

/** The processes still in a process group, as "pid command" lines. */
export function groupMembers(pgid: number): string[] {
  return processTable()
    .filter((p) => p.pgid === pgid)
    .map((p) => `${p.pid} ${p.args}`);
}

interface ProcessRow {
  pid: number;
  ppid: number;
  pgid: number;
  args: string;
}

function processTable(): ProcessRow[] {
  const text = execFileSync("ps", ["-eo", "pid=,ppid=,pgid=,args="], { encoding: "utf8" });
  return text
    .split("\n")
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .flatMap((match) => (match ? [{ pid: Number(match[1]), ppid: Number(match[2]), pgid: Number(match[3]), args: match[4]! }] : []));
}

/**
 * The Node process running the shop on this DynamoDB folder: the parent of DynamoDB Local's
 * watchdog, which takes Java down when that process dies.
 */
export function shopServerPid(dbPath: string): number {
  const watchdog = processTable().find((p) => p.args.startsWith("sh -c java") && p.args.includes(`'-dbPath' '${dbPath}'`));
  if (!watchdog) throw new Error(`No DynamoDB Local watchdog runs on ${dbPath}`);
  return watchdog.ppid;
}

/** Where `npm start` keeps DynamoDB Local's files under DATA_DIR. */
export const dynamoFolder = (dataDir: string) => join(dataDir, "dynamodb");

/** DynamoDB Local processes (Java) serving the files in this folder (its -dbPath). */
export function dynamoProcessesFor(dbPath: string): ProcessRow[] {
  return processTable().filter((p) => p.args.includes("DynamoDBLocal.jar") && p.args.includes(`-dbPath ${dbPath}`) && !p.args.startsWith("sh "));
}

/** Where a DynamoDB Local answers: its -port, read from the running Java's arguments. */
export function dynamoEndpointFor(dbPath: string): string {
  const java = dynamoProcessesFor(dbPath)[0];
  const port = java && /-port (\d+)/.exec(java.args)?.[1];
  if (!port) throw new Error(`No DynamoDB Local runs on ${dbPath}`);
  return `http://127.0.0.1:${port}`;
}

/** Whether anything accepts connections on the port (loopback). */
export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolveAnswer) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolveAnswer(true);
    });
    socket.once("error", () => resolveAnswer(false));
  });
}
