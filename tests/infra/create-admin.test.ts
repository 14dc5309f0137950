import { spawn } from "node:child_process";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../functions/auth/password.js";
import { REPO_ROOT } from "../support/lambda-bundle.js";
import { ADMIN_PASSWORD_MIN } from "../../scripts/create-admin.js";
import { json, testApp } from "../support/test-app.js";

// scripts/create-admin.ts run as an operator runs it: a separate process, the table named by
// the environment (TABLE_NAME locally, SST's linked ShopTable under `sst shell`), the password
// on stdin. What it made is then checked through the shop's own admin login.

type Shop = Awaited<ReturnType<typeof testApp>>;
let shop: Shop;

beforeAll(async () => {
  shop = await testApp();
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function createAdmin(args: string[], options: { stdin?: string; env?: Record<string, string> } = {}): Promise<Run> {
  const child = spawn(process.execPath, ["--import", "tsx", join(REPO_ROOT, "scripts/create-admin.ts"), ...args], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      DYNAMO_ENDPOINT: shop.config.dynamoEndpoint!,
      TABLE_NAME: shop.config.tableName,
      ...options.env,
    },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(options.stdin ?? "");
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

async function adminLogin(email: string, password: string) {
  const response = await shop.app.request("/api/auth/admin-login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: await json<{ success: boolean; token?: string; user?: { role: string; name: string } }>(response) };
}

describe("scripts/create-admin.ts", () => {
  it("creates the first admin, who can then sign in at the admin login", async () => {
    const run = await createAdmin(["Owner@Rangrez.example.in", "--name", "Meera Shah"], { stdin: "Zari-Border-2025\n" });
    expect(run.stderr).not.toMatch(/Could not/);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Created admin owner@rangrez.example.in (Meera Shah)");
    const login = await adminLogin("owner@rangrez.example.in", "Zari-Border-2025");
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ role: "owner", name: "Meera Shah" });
  });

  it("changes nothing when run again", async () => {
    const run = await createAdmin(["owner@rangrez.example.in"], { stdin: "Another-Password-99\n" });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("already an active admin");
    expect((await adminLogin("owner@rangrez.example.in", "Zari-Border-2025")).status).toBe(200);
  });

  it("promotes an existing shopper, who keeps their own password", async () => {
    await shop.repos.users.create({ name: "Kavya Iyer", email: "kavya@example.in", passwordHash: await hashPassword("kavya-own-pass"), role: "user" });
    expect((await adminLogin("kavya@example.in", "kavya-own-pass")).status).toBe(403);
    const run = await createAdmin(["kavya@example.in"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("kavya@example.in is now an active admin");
    expect((await adminLogin("kavya@example.in", "kavya-own-pass")).body.user?.role).toBe("owner");
  });

  it("refuses a malformed e-mail, a short password or a guessable one, and writes nothing", async () => {
    const badEmail = await createAdmin(["not-an-email"], { stdin: "Long-Enough-Pass-1\n" });
    expect(badEmail.code).toBe(1);
    expect(badEmail.stderr).toContain("Please enter a valid email address.");
    const shortPassword = await createAdmin(["new.admin@example.in"], { stdin: "short-pw\n" });
    expect(shortPassword.code).toBe(1);
    expect(shortPassword.stderr).toContain(`An admin password must be at least ${ADMIN_PASSWORD_MIN} characters long`);
    // Long enough but guessable (issue 41): the shop's rule, in the sign-up form's words.
    const guessable = await createAdmin(["new.admin@example.in"], { env: { ADMIN_PASSWORD: "Rangrez@12345" } });
    expect(guessable.code).toBe(1);
    expect(guessable.stderr).toContain("This password is too easy to guess (the shop's name with a number added). Try a passphrase of three or four unrelated words, like 'mango kite river lamp'.");
    expect(await shop.repos.users.getByEmail("new.admin@example.in")).toBeUndefined();
  });

  it("reads the table from SST's linked ShopTable under sst shell, whatever TABLE_NAME says", async () => {
    const run = await createAdmin(["ops@rangrez.example.in"], {
      env: {
        TABLE_NAME: "no-such-table",
        ADMIN_PASSWORD: "Bandhani-Print-77",
        SST_RESOURCE_App: JSON.stringify({ name: "rangrez", stage: "production" }),
        SST_RESOURCE_ShopTable: JSON.stringify({ name: shop.config.tableName, type: "sst.aws.Dynamo" }),
      },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`stage "production", table ${shop.config.tableName}`);
    expect((await adminLogin("ops@rangrez.example.in", "Bandhani-Print-77")).body.user?.role).toBe("owner");
  });
});
