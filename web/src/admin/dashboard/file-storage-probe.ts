import type { Liveness } from "./dashboard-api.js";

// Product pictures are static files served beside the site (the /images/ store on this host
// locally, the site's bucket behind the CDN in the cloud). Loading one small file from there,
// past any cache, tells whether the store answers.
const PROBE = "/placeholder-product.svg";
const TIMEOUT_MS = 8000;

export function probeFileStorage(): Promise<Liveness> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = window.setTimeout(() => finish("offline"), TIMEOUT_MS);
    function finish(state: Liveness) {
      window.clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      resolve(state);
    }
    image.onload = () => finish("online");
    image.onerror = () => finish("offline");
    image.src = `${PROBE}?check=${Date.now()}`;
  });
}
