import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { REPO_ROOT } from "../../support/lambda-bundle.js";
import type { EvaluatedStack } from "./evaluate-sst-config.js";

/** The storefront built by the StaticSite's own build script into `staticDir`, then every file uploaded to the bucket as StaticSite uploads it. */
export async function siteInBucket(stack: EvaluatedStack, s3: S3Client, bucket: string, staticDir: string): Promise<void> {
  const site = stack.one("StaticSite").args as { build: { command: string; output: string } };
  const [command, ...args] = site.build.command.split(" ");
  await promisify(execFile)(command!, [...args.slice(0, -1), staticDir], { cwd: REPO_ROOT });
  const files = (await readdir(staticDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  for (const file of files) {
    const path = join(file.parentPath, file.name);
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: relative(staticDir, path).split("\\").join("/"), Body: await readFile(path) }));
  }
}
