import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { photoSrcSet } from "@shared/media.js";
import { Modal } from "@/components/ui/dialog/Modal.js";
import { PLACEHOLDER_IMAGE } from "@/components/ProductImage.js";
import "./photo-viewer.css";

interface PhotoViewerProps {
  images: readonly string[];
  name: string;
  /** The picture to open on. */
  start: number;
  /** Called with the picture shown last, so the gallery shows it too. */
  onClose(index: number): void;
}

/**
 * The product's photos full screen: one per screen width, swiped sideways (scroll snap), pinched
 * by the browser itself (touch-action allows it), arrows and the arrow keys on a desktop; Close
 * and Escape leave it (the Modal keeps the focus inside and gives it back).
 */
export function PhotoViewer({ images, name, start, onClose }: PhotoViewerProps) {
  const [index, setIndex] = useState(start);
  const track = useRef<HTMLDivElement>(null);
  const count = images.length;

  // After the dialog is in the page (the Modal attaches it in its own layout effect).
  useEffect(() => {
    const el = track.current;
    if (el) el.scrollLeft = start * el.clientWidth;
  }, [start]);

  function show(next: number) {
    const el = track.current;
    const target = Math.max(0, Math.min(count - 1, next));
    // At once, not smoothly: a smooth scroll's own scroll events would set the counter back on the way.
    if (el) el.scrollLeft = target * el.clientWidth;
    setIndex(target);
  }

  // The arrow keys move between photos wherever the focus is in the viewer (its close button too).
  const step = useRef(show);
  step.current = (delta: number) => show(index + delta);
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
      event.preventDefault();
      step.current(event.key === "ArrowRight" ? 1 : -1);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <Modal open onClose={() => onClose(index)} title={name} subtitle={count > 1 ? `Picture ${index + 1} of ${count}` : undefined} className="photo-viewer">
      <div className="photo-viewer__stage">
        <div
          ref={track}
          className="photo-viewer__track"
          onScroll={(event) => {
            const el = event.currentTarget;
            if (el.clientWidth > 0) setIndex(Math.max(0, Math.min(count - 1, Math.round(el.scrollLeft / el.clientWidth))));
          }}
        >
          {images.map((src, i) => (
            <figure key={`${src}-${i}`} className="photo-viewer__slide">
              <img
                src={src || PLACEHOLDER_IMAGE}
                srcSet={photoSrcSet(src)}
                sizes="100vw"
                alt={count > 1 ? `${name}, picture ${i + 1} of ${count}` : name}
                loading={Math.abs(i - start) <= 1 ? "eager" : "lazy"}
                onError={(event) => {
                  if (!event.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) event.currentTarget.src = PLACEHOLDER_IMAGE;
                }}
              />
            </figure>
          ))}
        </div>
        {count > 1 ? (
          <>
            <button type="button" className="photo-viewer__step photo-viewer__step--back" aria-label="Previous picture" onClick={() => show(index - 1)} disabled={index === 0}>
              <ChevronLeft size={28} aria-hidden="true" />
            </button>
            <button type="button" className="photo-viewer__step photo-viewer__step--on" aria-label="Next picture" onClick={() => show(index + 1)} disabled={index === count - 1}>
              <ChevronRight size={28} aria-hidden="true" />
            </button>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
