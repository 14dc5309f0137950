import type { LucideIcon } from "lucide-react";
import { Link } from "react-router-dom";

/** An empty cart or wishlist panel: what is empty, and a way back to the shop that closes the panel. */
export function BagEmpty({ icon: Icon, text, linkLabel, onClose }: { icon: LucideIcon; text: string; linkLabel: string; onClose(): void }) {
  return (
    <div className="state bag-empty">
      <Icon size={40} className="state__icon" aria-hidden="true" />
      <p>{text}</p>
      <Link to="/" className="btn btn--outline" onClick={onClose}>
        {linkLabel}
      </Link>
    </div>
  );
}
