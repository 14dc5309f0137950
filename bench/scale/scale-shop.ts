import { createPaymentGateway } from "../../functions/payments/gateway.js";
import { freePort } from "../../infra/local/free-port.js";
import { startLocalServer } from "../../infra/local/server.js";
import { LOCAL_S3_KEY } from "../../functions/config.js";
import { parseLatency, startLocalS3 } from "../../infra/local/s3-local/index.js";
import { servePhotoVariants } from "./photo-variants.js";
import { SCALE_ADMIN, type ScaleTable } from "./scale-table.js";

export interface ScaleShop {
  url: string;
  /** The owner's session token, signed in through the API as the admin's browser does. */
  adminToken: string;
  close(): Promise<void>;
}

/** The API and the built storefront on one origin, as `npm start` serves them, over the seeded table. */
export async function startScaleShop(table: ScaleTable, staticDir: string): Promise<ScaleShop> {
  const port = await freePort();
  // The shop's bucket (the exports' files), timed as S3 answers a Lambda in the region.
  const s3 = await startLocalS3({ bucket: "rangrez-media-scale", latencyMs: parseLatency(process.env.S3_LATENCY_MS ?? "20-40") });
  const config = { ...table.config, media: { bucket: s3.bucket, endpoint: s3.endpoint, credentials: { accessKeyId: LOCAL_S3_KEY, secretAccessKey: LOCAL_S3_KEY } } };
  const server = await startLocalServer(
    { config, repos: table.repos, gateway: createPaymentGateway(table.config.razorpay) },
    { port, staticDir, extend: await servePhotoVariants() },
  );
  const url = `http://127.0.0.1:${port}`;
  const login = await fetch(`${url}/api/auth/admin-login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: SCALE_ADMIN.email, password: SCALE_ADMIN.password }),
  });
  const body = (await login.json()) as { token?: string; error?: string };
  if (!body.token) throw new Error(`The scale admin could not sign in: ${login.status} ${body.error ?? ""}`);
  return {
    url,
    adminToken: body.token,
    async close() {
      await server.close();
      await s3.stop();
    },
  };
}
