import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { LOCAL_S3_KEY } from "@functions/config.js";
import { abortUpload } from "./abort-upload.js";
import { checkPostPolicy, type PolicyRefusal } from "./post-policy.js";

// The media bucket on one machine: s3rver (an S3-compatible server keeping objects as files)
// behind a small gate that makes S3's checks on browser uploads, which s3rver skips (see
// post-policy.ts). The shop's SDK calls and the browser's uploads both go to the gate; it
// checks POST uploads and passes everything, checked uploads included, on to s3rver.

export interface LocalS3 {
  /** What the AWS SDK is pointed at (path-style), and where browsers POST uploads. */
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

/** Larger bodies are refused before parsing; S3 itself refuses by the policy's range. */
const MAX_FORM_BYTES = 64 * 1024 * 1024;

// Browsers upload from the shop's page, another origin: S3 answers them only with a CORS rule.
// Locally any origin may (the server listens on this machine only); the cloud bucket names the shop's.
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

const xmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function sendRefusal(req: IncomingMessage, res: ServerResponse, refusal: PolicyRefusal) {
  const origin = req.headers.origin;
  res.writeHead(refusal.status, {
    "Content-Type": "application/xml",
    // S3 answers a refused upload with the bucket's CORS headers too, so the page can read why.
    ...(origin ? { "Access-Control-Allow-Origin": origin, Vary: "Origin" } : {}),
  });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${xmlText(refusal.message)}</Message><RequestId>local</RequestId></Error>`,
  );
}

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Keep reading (so the client gets an answer, not a reset) but stop keeping.
    if (size <= MAX_FORM_BYTES) chunks.push(chunk);
  }
  return size > MAX_FORM_BYTES ? null : Buffer.concat(chunks);
}

/**
 * Real S3 answers a call from Lambda in the same region in tens of milliseconds; s3rver on this
 * machine in one or two. A range like "20-40" (option `latencyMs`, or S3_LATENCY_MS) holds each
 * call that long, drawn evenly, so work made of many calls (the deploy's render, exports) is timed
 * as the cloud would see it. Unset: no delay.
 */
export function parseLatency(text: string | undefined): [number, number] | undefined {
  if (!text) return undefined;
  const match = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(text);
  if (!match) throw new Error(`S3_LATENCY_MS must read like "20-40" (milliseconds), not "${text}"`);
  const low = Number(match[1]);
  const high = match[2] === undefined ? low : Number(match[2]);
  if (high < low) throw new Error(`S3_LATENCY_MS "${text}": the range runs low to high`);
  return [low, high];
}

export async function startLocalS3(options: {
  bucket: string;
  /** Private buckets beside it, made at start with no CORS rule (the tax documents' PDFs). */
  privateBuckets?: string[];
  dataDir?: string;
  host?: string;
  /** Milliseconds each call is held, [low, high]; defaults to S3_LATENCY_MS. */
  latencyMs?: [number, number];
}): Promise<LocalS3> {
  const latency = options.latencyMs ?? parseLatency(process.env.S3_LATENCY_MS);
  const held = (pass: () => void) => {
    if (!latency) return pass();
    setTimeout(pass, latency[0] + Math.random() * (latency[1] - latency[0]));
  };
  const temporary = options.dataDir === undefined;
  const directory = options.dataDir ?? mkdtempSync(join(tmpdir(), "rangrez-s3-"));
  mkdirSync(directory, { recursive: true });
  const s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: options.bucket, configs: [CORS] }, ...(options.privateBuckets ?? []).map((name) => ({ name, configs: [] }))],
  });
  const inner = await s3rver.run();

  function forward(req: IncomingMessage, res: ServerResponse, body?: Buffer) {
    const headers = { ...req.headers };
    if (body) {
      // The body was read whole: it goes on with its length, not in chunks.
      delete headers["transfer-encoding"];
      headers["content-length"] = String(body.length);
    }
    const upstream = request({ host: "127.0.0.1", port: inner.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    if (body) upstream.end(body);
    else req.pipe(upstream);
  }

  async function upload(req: IncomingMessage, res: ServerResponse, bucket: string) {
    const body = await readBody(req);
    if (!body) return sendRefusal(req, res, { status: 400, code: "EntityTooLarge", message: "Your proposed upload exceeds the maximum allowed size" });
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { "content-type": String(req.headers["content-type"]) } }).formData();
    } catch {
      return sendRefusal(req, res, { status: 400, code: "MalformedPOSTRequest", message: "The body of your POST request is not well-formed multipart/form-data." });
    }
    const file = form.get("file");
    if (!(file instanceof Blob)) {
      return sendRefusal(req, res, { status: 400, code: "InvalidArgument", message: "POST requires exactly one file upload per request." });
    }
    const fields: Record<string, string> = {};
    form.forEach((value, name) => {
      if (typeof value === "string") fields[name] = value;
    });
    const refusal = checkPostPolicy({ fields, fileBytes: file.size, bucket }, new Date(), (keyId) => (keyId === LOCAL_S3_KEY ? LOCAL_S3_KEY : undefined));
    if (refusal) return sendRefusal(req, res, refusal);
    forward(req, res, body);
  }

  // S3 writes an object whole: a read at the same moment gets the old bytes or the new, never
  // half. s3rver rewrites its files in place, so calls on one key go one after another here.
  const busyKeys = new Map<string, Promise<void>>();
  function oneAtATime(key: string, res: ServerResponse, pass: () => void) {
    const before = busyKeys.get(key) ?? Promise.resolve();
    const done = new Promise<void>((resolve) => res.once("close", resolve));
    const mine = before.then(() => done);
    busyKeys.set(key, mine);
    void mine.then(() => {
      if (busyKeys.get(key) === mine) busyKeys.delete(key);
    });
    void before.then(pass);
  }

  const gate: Server = createServer((req, res) => held(() => answer(req, res)));
  function answer(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? "/", "http://local").pathname.split("/").filter(Boolean);
    const isUpload = req.method === "POST" && path.length === 1 && /^multipart\/form-data/i.test(req.headers["content-type"] ?? "");
    const uploadId = new URL(req.url ?? "/", "http://local").searchParams.get("uploadId");
    if (req.method === "DELETE" && uploadId && path.length > 1) {
      const aborted = abortUpload(directory, decodeURIComponent(path[0]!), path.slice(1).map(decodeURIComponent).join("/"), uploadId);
      if (aborted.status === 204) return res.writeHead(204).end();
      return sendRefusal(req, res, aborted);
    }
    if (!isUpload) return path.length > 1 ? oneAtATime(path.join("/"), res, () => forward(req, res)) : forward(req, res);
    upload(req, res, decodeURIComponent(path[0]!)).catch((error: unknown) => {
      console.error("local S3: the upload could not be handled:", error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  }
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    gate.once("error", reject);
    gate.listen(0, host, () => resolve());
  });
  const address = gate.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    endpoint: `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`,
    bucket: options.bucket,
    async stop() {
      gate.closeAllConnections();
      await new Promise<void>((resolve) => gate.close(() => resolve()));
      await s3rver.close();
      if (temporary) rmSync(directory, { recursive: true, force: true });
    },
  };
}
