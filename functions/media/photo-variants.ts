import { MAX_PHOTO_PIXELS, sharePictureSize, variantSizes, type PhotoSize } from "../../shared/media.js";
import { badRequest } from "../errors.js";

// The web-sized variants of an uploaded photo, made with sharp (libvips): the phone's
// orientation applied, converted to sRGB, every piece of metadata (EXIF, GPS, camera serial,
// ICC profile) left behind, WebP at a quality that keeps fabric texture. Plus the share picture
// (shared/media.ts): one JPEG at most 1,200 px wide for chat apps' link previews.

export const NOT_A_PHOTO = "This file is not a photo the shop can read. Choose a JPEG, PNG or WebP picture.";

/** What sharp reads that the shop takes; SVG, GIF, TIFF or AVIF renamed .jpg is refused. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
const WEBP_QUALITY = 80;
/**
 * Share pictures: mozjpeg at 72 keeps a 12 MP phone photo's 1200x1600 JPEG near 230 KB (263 KB at
 * 78), under the roughly 300 KB WhatsApp is said to preview, with no visible blocks at a preview's
 * size; progressive so a slow phone shows it early.
 */
const SHARE_JPEG = { quality: 72, mozjpeg: true, progressive: true } as const;

export interface Variant extends PhotoSize {
  body: Buffer;
}

export interface MadeVariants {
  /** The photo's size as it is seen (after its orientation is applied). */
  original: PhotoSize;
  /** Smallest first, as variantSizes lays them out. */
  variants: Variant[];
  /** The share picture (JPEG), sized by sharePictureSize from the largest variant. */
  share: Variant;
}

type Sharp = (typeof import("sharp"))["default"];

// sharp carries a native library; only this path needs it, so other requests never load it.
let sharpModule: Promise<Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import("sharp").then((module) => module.default));

export async function makeVariants(input: Buffer): Promise<MadeVariants> {
  const sharp = await loadSharp();
  const options = { limitInputPixels: MAX_PHOTO_PIXELS };
  let format: string | undefined;
  let width: number;
  let height: number;
  let orientation: number;
  try {
    const metadata = await sharp(input, options).metadata();
    ({ format } = metadata);
    width = metadata.width ?? 0;
    height = metadata.height ?? 0;
    orientation = metadata.orientation ?? 1;
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw badRequest(`This photo has more than ${MAX_PHOTO_PIXELS / 1_000_000} megapixels. Choose a smaller one.`);
    }
    throw badRequest(NOT_A_PHOTO);
  }
  if (!format || !ACCEPTED_FORMATS.has(format) || width < 1 || height < 1) throw badRequest(NOT_A_PHOTO);

  // EXIF orientations 5 to 8 turn the picture a quarter: its width and height swap.
  const original = orientation >= 5 ? { width: height, height: width } : { width, height };
  // The ladder is taken from the largest variant, as the storefront derives it from the address.
  const largest = variantSizes(original).at(-1)!;
  const sizes = variantSizes(largest);
  try {
    // Decode once at the largest size, then scale the smaller ones from those pixels.
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize(largest.width, largest.height, { fit: "fill" })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const [share, ...variants] = await Promise.all([
      shareJpeg(sharp(data, raw), largest),
      ...sizes.map(async (size) => ({
        ...size,
        body: await sharp(data, raw).resize(size.width, size.height, { fit: "fill" }).webp({ quality: WEBP_QUALITY }).toBuffer(),
      })),
    ]);
    return { original, variants, share: share! };
  } catch {
    // Headers that read but pixels that do not: a damaged or disguised file.
    throw badRequest(NOT_A_PHOTO);
  }
}

/**
 * The share JPEG from a photo's largest-variant pixels: sRGB, transparency on white (JPEG has
 * none), and no metadata (sharp writes none unless asked).
 */
async function shareJpeg(pixels: ReturnType<Sharp>, largest: PhotoSize): Promise<Variant> {
  const size = sharePictureSize(largest);
  const body = await pixels.resize(size.width, size.height, { fit: "fill" }).flatten({ background: "#ffffff" }).toColourspace("srgb").jpeg(SHARE_JPEG).toBuffer();
  return { ...size, body };
}

/**
 * The share picture of a photo saved before share pictures were made, from its largest WebP
 * variant (the backfill, functions/media/share-backfill.ts). The variant is the shop's own file.
 */
export async function shareFromVariant(largestVariant: Buffer, largest: PhotoSize): Promise<Variant> {
  const sharp = await loadSharp();
  // Sized from the variant's address, as the pages derive the share picture's address from it.
  return shareJpeg(sharp(largestVariant, { limitInputPixels: MAX_PHOTO_PIXELS }), largest);
}
