import { spawn } from "node:child_process";
import { join } from "node:path";
import { REPO_ROOT } from "./lambda-bundle.js";

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the repository's scripts as an operator would (`npx tsx <script> …`), in a process of its own, with only `env` and PATH. */
export function runScript(script: string, args: readonly string[], env: Record<string, string> = {}): Promise<ScriptRun> {
  const child = spawn(process.execPath, ["--import", "tsx", join(REPO_ROOT, script), ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}
