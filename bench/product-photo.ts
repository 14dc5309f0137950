// Before and after issue 13, at phone width: the product page of a phone photo pasted as it was
// taken (its address straight to the 12 MP JPEG, as admins did before uploads), and of the same
// photo uploaded through the admin's flow (presigned POST, web-sized WebP variants, srcset).
import sharp from "sharp";
import type { Hono } from "hono";

export interface PhotoPages {
  /** The photo as the phone took it, served as-is (the "before"). */
  before: { productId: string; pictureUrl: string; originalKb: number };
  /** The same photo uploaded: variants under /media/<id>/ (the "after"). */
  after: { productId: string; picturePrefix: string };
}

const ORIGINAL_PATH = "/__bench/IMG_4032.jpg";

/**
 * A 12 MP portrait as a phone stores it (4032x3024 plus EXIF orientation 6): soft light, a
 * fabric's weave fine enough to survive down to 960 pixels, and sensor noise. About 3.3 MB, as a
 * phone's JPEG of a saree is; its 960 WebP about 160 KB.
 */
export async function phoneOriginal(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 17) - 8;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const weave = 28 * Math.sin(x / 3.3) * Math.sin(y / 2.9) + 18 * Math.sin((x + 2 * y) / 9.5);
      pixels[at] = 150 + 60 * Math.sin(x / 410) + weave + noise();
      pixels[at + 1] = 90 + 40 * Math.cos(y / 300) + weave * 0.6 + noise();
      pixels[at + 2] = 110 + 50 * Math.sin((x + y) / 520) + weave * 0.8 + noise();
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toBuffer();
}

/** The bench's route serving the original, as the host an admin pasted would. */
export function serveOriginal(original: Buffer) {
  return (app: Hono) => app.get(ORIGINAL_PATH, (c) => c.body(new Uint8Array(original), 200, { "Content-Type": "image/jpeg", "Cache-Control": "public, max-age=3600" }));
}

async function call<T>(url: string, method: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(url, { method, headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function createPhotoPages(shopUrl: string, admin: { email: string; password: string }, original: Buffer): Promise<PhotoPages> {
  const { token } = await call<{ token: string }>(`${shopUrl}/api/auth/admin-login`, "POST", "", admin);
  const product = (name: string, images: string[]) => ({
    name,
    category: "clothing",
    price: 2490,
    stock: 4,
    description: "Chanderi silk-cotton kurta, photographed on a phone in the boutique.",
    images,
  });
  // A full address, as a pasted one is (same host, so the page's CSP lets it load over http here).
  const pictureUrl = `${shopUrl}${ORIGINAL_PATH}`;
  const before = await call<{ data: { _id: string } }>(`${shopUrl}/api/products`, "POST", token, product("Pasted Photo Kurta", [pictureUrl]));

  const started = await call<{ data: { mediaId: string; upload: { url: string; fields: Record<string, string> } } }>(`${shopUrl}/api/media/uploads`, "POST", token, {
    contentType: "image/jpeg",
    bytes: original.length,
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(started.data.upload.fields)) form.append(name, value);
  form.append("file", new Blob([new Uint8Array(original)], { type: "image/jpeg" }));
  const sent = await fetch(started.data.upload.url, { method: "POST", body: form });
  if (sent.status !== 204) throw new Error(`The upload answered ${sent.status}: ${await sent.text()}`);
  const photo = await call<{ data: { url: string } }>(`${shopUrl}/api/media/uploads/${started.data.mediaId}/photo`, "POST", token);
  const after = await call<{ data: { _id: string; images: string[] } }>(`${shopUrl}/api/products`, "POST", token, product("Uploaded Photo Kurta", [photo.data.url]));
  return {
    before: { productId: before.data._id, pictureUrl, originalKb: Math.round(original.length / 1024) },
    after: { productId: after.data._id, picturePrefix: `${shopUrl}/media/${started.data.mediaId}/` },
  };
}
