// Photos as a phone takes them, made by the tests themselves (nothing fetched): a real JPEG
// with an EXIF orientation, a camera model and a GPS position, the top-left quarter red so a
// test can tell whether the orientation was applied. Also: posting a presigned upload form as
// a browser does.
import sharp from "sharp";
import type { PhotoStore } from "../../functions/media/photo-store.js";

export interface PhonePhotoOptions {
  /** As stored in the file (a phone stores portrait shots landscape plus an orientation). */
  width: number;
  height: number;
  /** EXIF orientation; 6 = turn 90° clockwise to view. */
  orientation?: number;
  quality?: number;
}

/** A JPEG with a red top-left quarter on a pattern (so it does not compress to nothing), EXIF and GPS. */
export async function phonePhoto({ width, height, orientation = 1, quality = 90 }: PhonePhotoOptions): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const red = x < width / 2 && y < height / 2;
      pixels[at] = red ? 220 : (x * 7 + y * 3) % 256;
      pixels[at + 1] = red ? 20 : (x * 3 + y * 11) % 256;
      pixels[at + 2] = red ? 30 : ((x ^ y) * 5) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: "Rangrez Test Phone", Model: "Studio 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "26/1 55/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "75/1 49/1 0/1" },
    })
    .toBuffer();
}

export interface UploadForm {
  url: string;
  fields: Record<string, string>;
}

/** POSTs the file with the form's fields (file last, as S3 requires), as the admin's browser does. */
export async function postUploadForm(form: UploadForm, file: Buffer, options: { type?: string; fields?: Record<string, string> } = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...form.fields, ...options.fields })) body.append(name, value);
  body.append("file", new Blob([new Uint8Array(file)], { type: options.type ?? form.fields["Content-Type"] }), "photo.jpg");
  const response = await fetch(form.url, { method: "POST", body });
  return { status: response.status, text: await response.text() };
}

/** An object's bytes from the photo bucket, or null when there is none. */
export async function storedBytes(store: PhotoStore, key: string): Promise<Buffer | null> {
  const object = await store.read(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}
