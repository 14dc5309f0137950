// What the admin picked, made ready to send, or refused with a reason before anything is sent.
import { MAX_PHOTO_BYTES, isPhotoContentType } from "@shared/media.js";
import { PHOTO_TOO_LARGE, PHOTO_TYPE_REFUSED } from "@shared/schemas/photo-upload.js";

export interface ReadyFile {
  file: Blob;
  contentType: string;
}

export class PhotoRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PhotoRefused";
  }
}

const HEIC = /\.(heic|heif)$/i;
export const HEIC_UNREADABLE =
  "This browser cannot open HEIC photos. On an iPhone, Settings → Camera → Formats → Most Compatible takes JPEGs; or add the photo from Safari or Chrome.";

/**
 * HEIC (an iPhone's own format): the server cannot read it (its decoder is patent-bound), so a
 * browser that can decode it (Safari) sends it as a JPEG instead. The JPEG is drawn from the
 * decoded, upright picture, so the orientation survives and the metadata does not.
 */
async function heicAsJpeg(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new PhotoRefused(HEIC_UNREADABLE);
  }
  const canvas = document.createElement("canvas");
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
  bitmap.close();
  const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.92));
  if (!jpeg) throw new PhotoRefused(HEIC_UNREADABLE);
  return jpeg;
}

export async function preparePhoto(file: File): Promise<ReadyFile> {
  const type = file.type.toLowerCase();
  const ready = type === "image/heic" || type === "image/heif" || (type === "" && HEIC.test(file.name)) ? { file: await heicAsJpeg(file), contentType: "image/jpeg" } : { file, contentType: type };
  if (!isPhotoContentType(ready.contentType)) throw new PhotoRefused(PHOTO_TYPE_REFUSED);
  if (ready.file.size > MAX_PHOTO_BYTES) throw new PhotoRefused(PHOTO_TOO_LARGE(ready.file.size));
  if (ready.file.size === 0) throw new PhotoRefused("The file is empty.");
  return ready;
}
