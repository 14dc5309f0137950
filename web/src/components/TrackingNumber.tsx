import { trackingUrl } from "@shared/courier-tracking.js";

/** A tracking number, linked to the courier's own tracking page when the courier is one the shop knows. */
export function TrackingNumber({ carrier, trackingNumber, className }: { carrier?: string; trackingNumber: string; className?: string }) {
  const url = trackingUrl(carrier, trackingNumber);
  if (!url) return <span className={className}>{trackingNumber}</span>;
  return (
    <a className={className} href={url} target="_blank" rel="noopener noreferrer">
      {trackingNumber}
      <span className="visually-hidden"> (track on {carrier}'s site, opens in a new tab)</span>
    </a>
  );
}
