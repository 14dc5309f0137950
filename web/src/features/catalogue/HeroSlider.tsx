import { Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { formatRupees } from "@shared/money.js";
import type { CatalogueCard } from "@shared/catalogue-cards.js";
import { ProductImage } from "@/components/ProductImage.js";
import { productId } from "@/lib/product-id.js";

const ADVANCE_MS = 5000;

/** The home page's hero: the first products, one at a time, moving on every 5 seconds. */
export function HeroSlider({ products }: { products: readonly CatalogueCard[] }) {
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false); // hover or keyboard focus inside
  const [paused, setPaused] = useState(false); // the shopper pressed Pause
  const count = products.length;

  useEffect(() => {
    if (count < 2 || held || paused) return;
    const timer = window.setTimeout(() => setCurrent((index) => (index + 1) % count), ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [current, count, held, paused]);

  if (count === 0) return null;
  const active = Math.min(current, count - 1);

  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label="Featured collection"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="hero__slides">
        {products.map((product, index) => (
          <div
            key={productId(product)}
            className={`hero__slide ${index === active ? "is-active" : ""}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            aria-hidden={index !== active}
            inert={index !== active}
          >
            <div className="hero__text">
              <span className="eyebrow">{product.subcategory || "New in"}</span>
              <h2 className="hero__title">{product.name}</h2>
              <p className="hero__price">
                {formatRupees(product.price)} <span className="hero__tax">Inclusive of all taxes</span>
              </p>
              <Link className="btn btn--primary hero__cta" to={`/product/${encodeURIComponent(productId(product))}`}>
                Shop Now
              </Link>
            </div>
            <ProductImage src={product.images?.[0]} alt={product.name} eager={index === 0} sizes="(min-width: 900px) 340px, 44vw" className="hero__image" />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="hero__controls">
          <div className="hero__dots">
            {products.map((product, index) => (
              <button
                key={productId(product)}
                type="button"
                className="touch-box hero__dot"
                aria-label={`Show slide ${index + 1} of ${count}: ${product.name}`}
                aria-current={index === active ? "true" : undefined}
                onClick={() => setCurrent(index)}
              >
                <span aria-hidden="true" />
              </button>
            ))}
          </div>
          <button type="button" className="icon-btn hero__pause" aria-label={paused ? "Play the slides" : "Pause the slides"} onClick={() => setPaused((p) => !p)}>
            {paused ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
          </button>
        </div>
      ) : null}
    </section>
  );
}
