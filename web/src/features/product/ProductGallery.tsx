import { useState } from "react";
import { ProductImage } from "../../components/ProductImage.js";

/** The main picture: the screen's width on a phone, at most 520px beside the details (product.css). */
const MAIN_SIZES = "(min-width: 560px) 520px, 100vw";

/** The main picture with an 'N of M' counter and a strip of thumbnails to choose from. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [selected, setSelected] = useState(0);
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
    </div>
  );
}
