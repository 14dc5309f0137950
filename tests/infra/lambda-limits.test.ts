import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../functions/data/ids.js";
import { samplePaidOrder } from "../support/sample-order.js";
import { labelled, transactWrite } from "../../functions/data/transact.js";
import { buildLambda, type LambdaBundle } from "../support/lambda-bundle.js";
import { invokeInFreshProcess, MAX_RESPONSE_BYTES, type LambdaLimits } from "../support/lambda-process.js";
import { localMailbox } from "../support/mailbox.js";
import { freshTable, type TestTable } from "../support/test-table.js";
import { evaluateSstConfig, type EvaluatedStack } from "./support/evaluate-sst-config.js";
import { declaredFunction, declaredFunctions, limitsOf, linkedEnvironment } from "./support/lambda-functions.js";
import { slowSes } from "./support/slow-ses.js";

// The fresh-process harness holds a bundle to what Lambda allows: the function's declared timeout
// and memory, and the 6 MB answer. The mailer, under those limits, sends a sale's burst of e-mails
// on a slow SES without running out of time, and leaves for the next run what it cannot start.

let outDir: string;
let probes: LambdaBundle;
let mailerBundle: LambdaBundle;
let stack: EvaluatedStack;
let table: TestTable;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "lambda-limits-"));
  stack = await evaluateSstConfig("ci");
  probes = await buildLambda("tests/infra/support/limit-probes.sleeps", { outDir });
  mailerBundle = await buildLambda(declaredFunction(stack, "Mailer").handler, { outDir });
  table = await freshTable();
});

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const SMALL: LambdaLimits = { timeoutMs: 1_000, memoryMb: 256 };
const probe = (exportName: string, event: unknown, limits: LambdaLimits = SMALL) => invokeInFreshProcess(probes.file, event, { env: {}, exportName, limits });

describe("the harness holds a bundle to Lambda's limits", () => {
  it("reads each function's timeout and memory from infra/cloud/, as declared", () => {
    expect(limitsOf(declaredFunction(stack, "Mailer"))).toEqual({ timeoutMs: 20_000, memoryMb: 1024 });
    expect(limitsOf(declaredFunction(stack, "PagePublisher"))).toEqual({ timeoutMs: 50_000, memoryMb: 1024 });
    for (const fn of declaredFunctions(stack)) expect(limitsOf(fn).timeoutMs, fn.name).toBeGreaterThan(0);
  });

  it("stops a handler at its timeout, counting down the context's remaining time from it", async () => {
    const started = performance.now();
    const late = await probe("sleeps", { ms: 60_000 });
    expect(late).toMatchObject({ ok: false, error: "Task timed out after 1.00 seconds" });
    // Cut off, not left to run its minute (starting a process takes a while on a busy machine).
    expect(performance.now() - started).toBeLessThan(30_000);
    const inTime = await probe("sleeps", { ms: 10 });
    if (!inTime.ok) throw new Error(inTime.error);
    const left = (inTime.result as unknown as { left: number }).left;
    // Less the moment between the runtime's clock and the handler's first line.
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(1_000);
  });

  it(`fails an answer over ${MAX_RESPONSE_BYTES} bytes as Lambda does, and passes one under`, async () => {
    const roomy = { timeoutMs: 10_000, memoryMb: 256 };
    const over = await probe("answers", { bytes: MAX_RESPONSE_BYTES }, roomy);
    expect(over.ok).toBe(false);
    if (!over.ok) expect(over.error).toMatch(/^Function\.ResponseSizeTooLarge: Response payload size \(\d+ bytes\) exceeded maximum allowed payload size \(6291556 bytes\)\.$/);
    const under = await probe("answers", { bytes: 5 * 1024 * 1024 }, roomy);
    expect(under.ok).toBe(true);
  });

  it("stops a process holding more than its memory", async () => {
    const hungry = await probe("holds", { mb: 400 }, { timeoutMs: 10_000, memoryMb: 256 });
    expect(hungry.ok).toBe(false);
    if (!hungry.ok) expect(hungry.error).toMatch(/^Runtime\.OutOfMemory: the process used \d+ MB of its 256 MB$/);
    expect((await probe("holds", { mb: 50 }, { timeoutMs: 10_000, memoryMb: 256 })).ok).toBe(true);
  });
});

/** `count` paid orders marked shipped, each with its "shipped" e-mail due in the outbox. */
async function shippedOrders(count: number, tag: string): Promise<string[]> {
  const addresses: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = newId();
    const email = `${tag}.${i}@example.in`;
    const order = samplePaidOrder(id, { userId: `u-${tag}-${i}`, email }, { shipped: true });
    const shipped = { id: `order.shipped#${id}#2`, kind: "order.shipped" as const, orderId: id };
    await transactWrite(table.repos.db, labelled("order", ...table.repos.orders.createActions(order), table.repos.outbox.enqueueAction(shipped)));
    addresses.push(email);
  }
  return addresses;
}

describe("the mailer under its limits, SES answering in 0.5-1 s", () => {
  const mailer = () => declaredFunction(stack, "Mailer");
  const env = (mailEndpoint: string) => ({
    ...linkedEnvironment(stack, mailer(), {
      values: {
        ShopTable: { name: table.config.tableName },
        SellerGstin: { value: "08AABCR1234Q1Z2" },
        ShopEmail: { sender: "orders@rangrez.test", configSet: "rangrez-ci-config" },
        ShopRouter: { url: "https://shop.example.in" },
      },
    }),
    DYNAMO_ENDPOINT: table.config.dynamoEndpoint!,
    MAIL_ENDPOINT: mailEndpoint,
  });
  const scheduled = { "detail-type": "Scheduled Event", source: "aws.events", detail: {} };
  const sentTo = async (mailbox: Awaited<ReturnType<typeof localMailbox>>, addresses: string[]) => {
    const wanted = new Set(addresses);
    return (await mailbox.emails()).flatMap((email) => email.destination.to).filter((to) => wanted.has(to));
  };

  it("sends a batch of 100 within its 20 s timeout, each once", async () => {
    const mailbox = await localMailbox();
    const ses = await slowSes(mailbox.endpoint, 500, 1_000);
    const addresses = await shippedOrders(100, "burst");
    const run = await invokeInFreshProcess(mailerBundle.file, scheduled, { env: env(ses.endpoint), limits: limitsOf(mailer()) });
    // Never cut off by the timeout (the harness would fail the run): on a quiet machine all 100
    // go in this run; on a crowded one it stops starting items in time and the next run sends the rest.
    if (!run.ok) throw new Error(`the mailer failed: ${run.error}`);
    const first = run.result as unknown as { done: number; retry: number; gaveUp: number };
    expect(first).toMatchObject({ retry: 0, gaveUp: 0 });
    expect(first.done).toBeGreaterThan(0);
    console.log(`mailer: ${first.done} of 100 e-mails at 0.5-1 s each in one run, ${Math.round(run.answeredAtMs - run.importedAtMs)} ms of its 20,000`);
    let done = first.done;
    for (let next = 0; next < 5 && done < 100; next++) {
      const again = await invokeInFreshProcess(mailerBundle.file, scheduled, { env: env(ses.endpoint), limits: limitsOf(mailer()) });
      if (!again.ok) throw new Error(`a later run failed: ${again.error}`);
      done += (again.result as unknown as { done: number }).done;
    }
    expect(done).toBe(100);
    const sent = await sentTo(mailbox, addresses);
    expect(sent.sort()).toEqual([...addresses].sort());
  });

  it("stops taking items before its deadline and leaves the rest for the next run: nothing lost, nothing sent twice", async () => {
    const mailbox = await localMailbox();
    const ses = await slowSes(mailbox.endpoint, 500, 1_000);
    const addresses = await shippedOrders(60, "deadline");
    // 8 s: the mailer starts items for the first 3 s only, so one run cannot send 60.
    const limits = { ...limitsOf(mailer()), timeoutMs: 8_000 };
    const first = await invokeInFreshProcess(mailerBundle.file, scheduled, { env: env(ses.endpoint), limits });
    if (!first.ok) throw new Error(`the first run failed: ${first.error}`);
    const firstDone = (first.result as unknown as { done: number }).done;
    expect(firstDone).toBeGreaterThan(0);
    expect(firstDone).toBeLessThan(60);
    let done = firstDone;
    for (let run = 0; run < 10 && done < 60; run++) {
      const next = await invokeInFreshProcess(mailerBundle.file, scheduled, { env: env(ses.endpoint), limits });
      if (!next.ok) throw new Error(`a later run failed: ${next.error}`);
      done += (next.result as unknown as { done: number }).done;
    }
    expect(done).toBe(60);
    const sent = await sentTo(mailbox, addresses);
    expect(sent.sort()).toEqual([...addresses].sort());
  });
});
