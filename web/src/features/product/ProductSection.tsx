import type { ReactNode } from "react";

/** One titled part of the product page under the buy box, named by its heading for screen readers. */
export function ProductSection({ headingId, title, className, children }: { headingId: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section className={className ? `product__section ${className}` : "product__section"} aria-labelledby={headingId}>
      <h2 id={headingId} className="product__section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
