import { ArrowLeft } from "lucide-react";
import { useNavigate } from "react-router-dom";
import { LoadingState } from "@/components/LoadingState.js";

/** The product page's shape while it loads, so nothing moves when the product arrives. */
export function ProductSkeleton() {
  return (
    <div className="page product">
      <div className="product__back product__skeleton-back" aria-hidden="true" />
      <div className="product__layout">
        <div className="gallery">
          <div className="gallery__main">
            <div className="product-image" aria-hidden="true" />
          </div>
        </div>
        <div className="product__info">
          <LoadingState label="Loading product…" />
        </div>
      </div>
    </div>
  );
}

export function ProductNotFound({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <div className="page state product-missing">
      <h1>Product Not Found</h1>
      <p className="muted">{message || "The product you are looking for does not exist."}</p>
      <button type="button" className="btn btn--primary" onClick={() => navigate(-1)}>
        <ArrowLeft size={18} aria-hidden="true" /> Go Back
      </button>
    </div>
  );
}
