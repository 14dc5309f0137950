// Product photos (docs/decisions.md section 2): where they sit in the media bucket, what the admin may
// upload, and the web-sized variants made of each. Pure: the server, the local stand-in and the
// storefront all derive keys, addresses and srcset from these rules, so they cannot drift.
//
// Keys in the bucket:
//   uploads/<id>                    the file as the browser sent it (private, deleted once read)
//   media/new/<id>/<w>x<h>.webp     variants of a photo not yet saved on a product (expire)
//   media/<id>/<w>x<h>.webp         variants of a photo on a product (kept, cached for a year)
//   media/[new/]<id>/share-<w>x<h>.jpg  the share picture: a JPEG at most 1,200 px wide for chat
//                                   apps' link previews (og:image), not part of srcset
// A product's `images` entry is the address of the largest variant, e.g. /media/<id>/1600x2133.webp;
// the smaller ones follow from it.

/** Variant widths in CSS pixels: a phone's card, a phone's product page at 2x, a desktop's. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** Larger decodes risk the function's memory: 120 MP is beyond any phone's normal photo. */
export const MAX_PHOTO_PIXELS = 120_000_000;

/** What the browser may send. HEIC is turned into JPEG in the browser first (where it can decode it). */
export const PHOTO_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

/** Every variant's content type and file extension. */
export const VARIANT_CONTENT_TYPE = "image/webp";
/** Variants never change under a key (each photo gets a new id): browsers and the CDN keep them a year. */
export const VARIANT_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * The share rung (docs/pages.md, share previews): chat apps (WhatsApp, Instagram, Facebook) preview
 * JPEG best, ask for about 1,200 px wide and drop previews of large files, so each photo also has
 * one JPEG at this width (or its own, if narrower) for og:image.
 */
export const SHARE_PICTURE_WIDTH = 1200;
export const SHARE_PICTURE_CONTENT_TYPE = "image/jpeg";

/** How long a presigned upload form stays usable. */
export const UPLOAD_FORM_SECONDS = 300;

export const UPLOAD_PREFIX = "uploads/";
export const MEDIA_PREFIX = "media/";
export const NEW_MEDIA_PREFIX = "media/new/";
/** The admins' background exports (functions/exports/): never served by the Router, kept a week. */
export const EXPORT_PREFIX = "exports/";

const MEDIA_ID = /^[a-f0-9]{24}$/;

export function isMediaId(value: string): boolean {
  return MEDIA_ID.test(value);
}

export const uploadKey = (mediaId: string) => `${UPLOAD_PREFIX}${mediaId}`;

export function isPhotoContentType(value: unknown): value is PhotoContentType {
  return typeof value === "string" && (PHOTO_CONTENT_TYPES as readonly string[]).includes(value);
}

export interface PhotoSize {
  width: number;
  height: number;
}

export interface PhotoVariant extends PhotoSize {
  url: string;
}

/** A photo address taken apart. */
export interface PhotoAddress extends PhotoSize {
  mediaId: string;
  /** Uploaded but not saved on a product yet (media/new/). */
  isNew: boolean;
}

const ADDRESS = /^\/media\/(new\/)?([a-f0-9]{24})\/([1-9]\d{0,4})x([1-9]\d{0,4})\.webp$/;

/** The photo an address names, or null when it is not a shop photo's address. */
export function parsePhotoAddress(url: string): PhotoAddress | null {
  const match = ADDRESS.exec(url);
  if (!match) return null;
  return { isNew: match[1] !== undefined, mediaId: match[2]!, width: Number(match[3]), height: Number(match[4]) };
}

export function isPhotoAddress(url: string): boolean {
  return url.startsWith("/media/");
}

/**
 * The variants made of a photo of this size, smallest first: each ladder width below the
 * photo's own, then the photo's width capped at the largest rung. Never enlarged.
 */
export function variantSizes(original: PhotoSize): PhotoSize[] {
  const largest = Math.min(original.width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!);
  const widths = [...PHOTO_WIDTHS.filter((width) => width < largest), largest];
  return widths.map((width) => ({ width, height: Math.max(1, Math.round((original.height * width) / original.width)) }));
}

function addressOf(mediaId: string, isNew: boolean, size: PhotoSize): string {
  return `/${isNew ? NEW_MEDIA_PREFIX : MEDIA_PREFIX}${mediaId}/${size.width}x${size.height}.webp`;
}

/** The bucket key behind a photo address (the address without its leading slash). */
export const keyOfAddress = (url: string) => url.replace(/^\//, "");

/** The address a product stores for a photo: its largest variant. */
export function photoAddress(mediaId: string, isNew: boolean, original: PhotoSize): string {
  return addressOf(mediaId, isNew, variantSizes(original).at(-1)!);
}

/** Every variant behind a photo address, smallest first; [] for any other address. */
export function photoVariants(url: string): PhotoVariant[] {
  const photo = parsePhotoAddress(url);
  if (!photo) return [];
  // The address names the largest variant, so the ladder below it is the same one that was made.
  return variantSizes(photo).map((size) => ({ ...size, url: addressOf(photo.mediaId, photo.isNew, size) }));
}

/** The same photo once saved on a product (media/new/<id>/... becomes media/<id>/...). */
export function savedPhotoAddress(url: string): string {
  const photo = parsePhotoAddress(url);
  return photo?.isNew ? addressOf(photo.mediaId, false, photo) : url;
}

/** `srcset` for an <img>, or undefined for a picture that has no variants (the demo's SVGs, pasted addresses). */
export function photoSrcSet(url: string | undefined): string | undefined {
  const variants = url ? photoVariants(url) : [];
  return variants.length > 1 ? variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ") : undefined;
}

/** The share picture's size for a photo whose largest variant has this size: never enlarged, same aspect, no crop. */
export function sharePictureSize(largest: PhotoSize): PhotoSize {
  const width = Math.min(SHARE_PICTURE_WIDTH, largest.width);
  return { width, height: Math.max(1, Math.round((largest.height * width) / largest.width)) };
}

/**
 * The share picture (JPEG) of the photo at this address (its largest variant), beside its variants:
 * /media/[new/]<id>/share-<w>x<h>.jpg. Null for anything that is not a shop photo (the demo's
 * SVGs, pasted addresses), which keeps its own address in share previews.
 */
export function sharePicture(url: string): PhotoVariant | null {
  const photo = parsePhotoAddress(url);
  if (!photo) return null;
  const size = sharePictureSize(photo);
  return { ...size, url: `/${photo.isNew ? NEW_MEDIA_PREFIX : MEDIA_PREFIX}${photo.mediaId}/share-${size.width}x${size.height}.jpg` };
}

const SHARE_ADDRESS = /^\/media\/(new\/)?[a-f0-9]{24}\/share-[1-9]\d{0,4}x[1-9]\d{0,4}\.jpg$/;

/** A file the bucket serves under /media/: a photo's variant or its share picture (never an original). */
export function isMediaFileAddress(url: string): boolean {
  return parsePhotoAddress(url) !== null || SHARE_ADDRESS.test(url);
}
