import { useState } from "react";

export const PLACEHOLDER_IMAGE = "/placeholder-product.svg";

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  /** The hero and the product page's main picture load at once; the rest when scrolled near. */
  eager?: boolean;
  className?: string;
}

/**
 * A product picture in a fixed 3:4 box (the page never jumps while it loads); a broken or missing
 * picture shows the placeholder instead.
 */
export function ProductImage({ src, alt, eager = false, className }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <div className={`product-image ${className ?? ""}`}>
      <img
        src={broken ? PLACEHOLDER_IMAGE : src}
        alt={alt}
        width={600}
        height={800}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        onError={() => {
          if (src && !broken) setFailedSrc(src);
        }}
      />
    </div>
  );
}
