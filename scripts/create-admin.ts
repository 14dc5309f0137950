// Creates the first admin (the owner role) on a stage, or promotes an existing account to owner.
//
//   npx sst shell --stage production -- npx tsx scripts/create-admin.ts owner@rangrez.in --name "Meera Shah"
//
// Under `sst shell` the table comes from SST's linked Resource; elsewhere from TABLE_NAME (and
// DYNAMO_ENDPOINT for DynamoDB Local). A new account needs a password: ADMIN_PASSWORD if set,
// else it is asked for twice on the terminal (not echoed), else the first line of stdin. An
// existing account keeps its own password and is only made an active admin.
import { pathToFileURL } from "node:url";
import { hashPassword } from "../functions/auth/password.js";
import { weakPasswordReason } from "../functions/auth/password-policy.js";
import { staffRoleOf } from "../shared/staff-permissions.js";
import { createDb } from "../functions/data/db.js";
import { createRepositories, type Repositories } from "../functions/data/repositories.js";
import { toUser } from "../functions/data/users.js";
import { loadConfig } from "../functions/lambda/load-config.js";
import { emailSchema, nameSchema, newPasswordSchema, PASSWORD_MAX } from "../shared/schemas/account.js";
import type { UserFields } from "../shared/schemas/user.js";

/** The account that can refund payments and delete products: longer than a shopper's minimum. */
export const ADMIN_PASSWORD_MIN = 12;

export type AdminOutcome = "created" | "promoted" | "unchanged";

export class AdminInputError extends Error {}

const firstIssue = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message ?? "Invalid value";

export function parseEmail(raw: string): string {
  const parsed = emailSchema.safeParse(raw);
  if (!parsed.success) throw new AdminInputError(firstIssue(parsed));
  return parsed.data;
}

export function checkAdminPassword(password: string): string {
  const parsed = newPasswordSchema.safeParse(password);
  if (!parsed.success) throw new AdminInputError(firstIssue(parsed));
  if (password.length < ADMIN_PASSWORD_MIN) throw new AdminInputError(`An admin password must be at least ${ADMIN_PASSWORD_MIN} characters long`);
  return password;
}

/**
 * Makes `email` an active admin. `password` is asked for only when the account must be
 * created, so promoting someone never needs (or changes) their password.
 */
export async function createOrPromoteAdmin(
  repos: Repositories,
  input: { email: string; name: string; password: () => Promise<string> },
): Promise<{ outcome: AdminOutcome; user: UserFields }> {
  const email = parseEmail(input.email);
  const existing = await repos.users.getByEmail(email);
  if (existing) {
    if (staffRoleOf(existing.role) === "owner" && existing.isActive) return { outcome: "unchanged", user: toUser(existing) };
    const promoted = await repos.users.update(existing.id, { role: "owner", isActive: true });
    return { outcome: "promoted", user: toUser(promoted) };
  }
  const name = nameSchema.safeParse(input.name);
  if (!name.success) throw new AdminInputError(firstIssue(name));
  const password = checkAdminPassword(await input.password());
  // The shop's rule for every new password (issue 41), with the same words as the sign-up form.
  const weak = await weakPasswordReason(password, { email, name: name.data });
  if (weak) throw new AdminInputError(weak);
  const created = await repos.users.create({ name: name.data, email, passwordHash: await hashPassword(password), role: "owner" });
  return { outcome: "created", user: toUser(created) };
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    let typed = "";
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString("utf8")) {
        if (char === "\u0003") {
          finish();
          reject(new AdminInputError("Cancelled."));
          return;
        }
        if (char === "\r" || char === "\n") {
          finish();
          resolve(typed);
          return;
        }
        if (char === "\u007f" || char === "\b") typed = typed.slice(0, -1);
        else if (typed.length <= PASSWORD_MAX) typed += char;
      }
    };
    const finish = () => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write("\n");
    };
    stdin.on("data", onData);
  });
}

async function firstLineOfStdin(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0] ?? "";
}

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const first = await askHidden(`Password for the new admin (at least ${ADMIN_PASSWORD_MIN} characters): `);
  const again = await askHidden("The same password again: ");
  if (first !== again) throw new AdminInputError("The two passwords differ. Nothing was changed.");
  return first;
}

function parseArguments(argv: string[]): { email: string; name: string } {
  const rest = [...argv];
  let name = "Shop Admin";
  const nameAt = rest.indexOf("--name");
  if (nameAt >= 0) {
    const value = rest[nameAt + 1];
    if (value === undefined) throw new AdminInputError("--name needs a value, e.g. --name \"Meera Shah\"");
    name = value;
    rest.splice(nameAt, 2);
  }
  if (rest.length !== 1 || rest[0]!.startsWith("-")) {
    throw new AdminInputError('Usage: npx sst shell --stage <stage> -- npx tsx scripts/create-admin.ts <email> [--name "Full Name"]');
  }
  return { email: rest[0]!, name };
}

export async function main(argv: string[]): Promise<number> {
  try {
    const args = parseArguments(argv);
    // No secret is needed to write a user, so none is asked of SST.
    const config = loadConfig([]);
    const repos = createRepositories(createDb(config));
    try {
      const { outcome, user } = await createOrPromoteAdmin(repos, { ...args, password: readPassword });
      const where = `stage "${config.stage}", table ${config.tableName}`;
      const said: Record<AdminOutcome, string> = {
        created: `Created admin ${user.email} (${user.name}) on ${where}. Sign in at /admin-login.`,
        promoted: `${user.email} is now an active admin on ${where}; their password is unchanged.`,
        unchanged: `${user.email} is already an active admin on ${where}; nothing changed.`,
      };
      console.log(said[outcome]);
      return 0;
    } finally {
      repos.db.doc.destroy();
    }
  } catch (error) {
    if (error instanceof AdminInputError) console.error(error.message);
    else console.error("Could not create the admin:", error instanceof Error ? error.message : error);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
