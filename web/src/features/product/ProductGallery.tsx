import { Expand } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { ProductImage } from "@/components/ProductImage.js";

/** The main picture: the screen's width on a phone, at most 520px beside the details (product.css). */
const MAIN_SIZES = "(min-width: 560px) 520px, 100vw";

// Fetched when a shopper first opens a photo, not with the page.
const PhotoViewer = lazy(() => import("./PhotoViewer.js").then((module) => ({ default: module.PhotoViewer })));

/** The main picture with an 'N of M' counter, a strip of thumbnails, and the photos full screen. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const [viewing, setViewing] = useState(false);
  const index = Math.min(selected, Math.max(images.length - 1, 0));

  if (images.length === 0) {
    return (
      <div className="gallery">
        <div className="gallery__main">
          <ProductImage src={undefined} alt={`${name}: no images available`} eager />
          <p className="gallery__none">No images available</p>
        </div>
      </div>
    );
  }

  return (
    <div className="gallery">
      <div className="gallery__main">
        <ProductImage
          key={images[index]}
          src={images[index]}
          alt={images.length > 1 ? `${name}, picture ${index + 1} of ${images.length}` : name}
          eager
          sizes={MAIN_SIZES}
        />
        {/* Over the picture, so opening it full screen moves nothing on the page. */}
        <button type="button" className="gallery__zoom" aria-label={`Open picture ${index + 1} full screen`} onClick={() => setViewing(true)}>
          <span className="gallery__zoom-icon">
            <Expand size={18} aria-hidden="true" />
          </span>
        </button>
        {images.length > 1 ? (
          <span className="gallery__counter" aria-hidden="true">
            {index + 1} of {images.length}
          </span>
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="Pictures">
          {images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button type="button" className="gallery__thumb" aria-label={`Show picture ${i + 1} of ${images.length}`} aria-pressed={i === index} onClick={() => setSelected(i)}>
                <ProductImage src={src} alt="" sizes="64px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {viewing ? (
        <Suspense fallback={null}>
          <PhotoViewer
            images={images}
            name={name}
            start={index}
            onClose={(shown) => {
              setSelected(shown);
              setViewing(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
