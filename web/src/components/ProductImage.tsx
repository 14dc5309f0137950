import { useEffect, useRef, useState } from "react";
import { parsePhotoAddress, photoSrcSet } from "@shared/media.js";

export const PLACEHOLDER_IMAGE = "/placeholder-product.svg";

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  /** The hero and the product page's main picture load at once; the rest when scrolled near. */
  eager?: boolean;
  /**
   * How wide the picture is shown (the `sizes` attribute), so the browser picks the right
   * variant of an uploaded photo. Defaults to a thumbnail.
   */
  sizes?: string;
  className?: string;
}

/**
 * A product picture in a fixed 3:4 box (the page never jumps while it loads); a broken or missing
 * picture shows the placeholder instead. An uploaded photo (/media/...) comes with its web-sized
 * variants as srcset and its real width and height.
 */
export function ProductImage({ src, alt, eager = false, sizes = "96px", className }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  const shown = broken ? PLACEHOLDER_IMAGE : src;
  const srcSet = broken ? undefined : photoSrcSet(src);
  const photo = broken ? null : parsePhotoAddress(src);
  const image = useRef<HTMLImageElement>(null);
  // On a page rendered ahead the picture may have failed before the app took over, when no
  // onError was listening: a finished picture with no pixels that cannot be decoded has failed.
  useEffect(() => {
    const img = image.current;
    if (!img || !src || broken || !img.complete || img.naturalWidth > 0) return;
    img.decode().catch(() => setFailedSrc(src));
  }, [src, broken]);
  return (
    <div className={`product-image ${className ?? ""}`}>
      <img
        ref={image}
        src={shown}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        width={photo?.width ?? 600}
        height={photo?.height ?? 800}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        // The first pictures go into the same frame as the page around them (async decoding would
        // paint them a frame or more later, and they are the largest thing on a phone screen).
        decoding={eager ? undefined : "async"}
        onError={() => {
          if (src && !broken) setFailedSrc(src);
        }}
      />
    </div>
  );
}
