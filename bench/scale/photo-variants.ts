import type { Hono } from "hono";
import sharp from "sharp";

/** An uploaded photo's variant address (shared/media.ts): /media/<24 hex>/<width>x<height>.webp. */
const VARIANT = /^\/media\/[0-9a-f]{24}\/(\d{2,4})x(\d{2,4})\.webp$/;

/** A fabric-like picture with sensor noise: WebP sizes near a real product photo's, not a flat colour's. */
async function fabric(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 11;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 13) - 6;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const weave = 26 * Math.sin(x / 2.1) * Math.sin(y / 1.9) + 16 * Math.sin((x + 2 * y) / 6.5);
      pixels[at] = 150 + 60 * Math.sin(x / 140) + weave + noise();
      pixels[at + 1] = 90 + 40 * Math.cos(y / 110) + weave * 0.6 + noise();
      pixels[at + 2] = 110 + 50 * Math.sin((x + y) / 190) + weave * 0.8 + noise();
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/**
 * The synthetic catalogue's photos: every variant address answers a WebP of that size made from
 * one fabric picture (made once per size), with the bucket's year-long cache header, so a phone
 * downloads what it would for real photos.
 */
export async function servePhotoVariants(): Promise<(app: Hono) => void> {
  const source = await fabric(960, 1280);
  const made = new Map<string, Promise<Buffer>>();
  return (app) => {
    app.get("/media/*", async (c, next) => {
      const match = VARIANT.exec(c.req.path);
      if (!match) return next();
      const size = `${match[1]}x${match[2]}`;
      if (!made.has(size)) made.set(size, sharp(source).resize(Number(match[1]), Number(match[2]), { fit: "cover" }).webp({ quality: 78 }).toBuffer());
      const body = await made.get(size)!;
      return c.body(new Uint8Array(body), 200, { "Content-Type": "image/webp", "Cache-Control": "public, max-age=31536000, immutable" });
    });
  };
}
