import { AsyncLocalStorage } from "node:async_hooks";

// The shop's log lines: one JSON object per line, with what it is about (the request's id, the
// order's when known, the stage), so CloudWatch Logs Insights can filter an order's or a request's
// lines across functions. Powertools for AWS Lambda's Logger does this and more, but it is not
// among the shop's packages and none may be added here; this is the part the shop needs.
// Lines go straight to stdout, as Powertools' do, so Lambda's JSON log format keeps them as they are.

export type LogLevel = "info" | "warn" | "error";

/** What every line inside a request or a job carries. */
export interface LogContext {
  requestId?: string;
  orderId?: string;
  stage?: string;
  [field: string]: unknown;
}

const context = new AsyncLocalStorage<LogContext>();

/** Where lines are written; a test swaps it to read them. */
let write: (line: string) => void = (line) => {
  process.stdout.write(`${line}\n`);
};

export function setLogWriter(writer: (line: string) => void): () => void {
  const before = write;
  write = writer;
  return () => {
    write = before;
  };
}

/** Runs `work` with these fields on every line it logs (nested calls add to the outer fields). */
export function withLogContext<T>(fields: LogContext, work: () => T): T {
  return context.run({ ...context.getStore(), ...fields }, work);
}

/** Adds fields (the order id once it is known) to the lines still to come in this request or job. */
export function addLogContext(fields: LogContext): void {
  const store = context.getStore();
  if (store) Object.assign(store, fields);
}

/** An error as data: its name, message and stack (AWS SDK errors also their code). */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  return { name: error.name, message: error.message, ...(code !== undefined ? { code } : {}), stack: error.stack };
}

function line(level: LogLevel, message: string, fields: Record<string, unknown> = {}) {
  const entry = { level, time: new Date().toISOString(), message, ...context.getStore(), ...fields };
  write(JSON.stringify(entry, (_key, value: unknown) => (value instanceof Error ? errorFields(value) : value)));
}

export const log = {
  info: (message: string, fields?: Record<string, unknown>) => line("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => line("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => line("error", message, fields),
};
