import { BRAND_NAME } from "@shared/catalogue.js";

/** The whole-screen wait, 'Loading Rangrez...', until the first product list load ends. */
export function LoadingScreen({ label = `Loading ${BRAND_NAME}...` }: { label?: string }) {
  return (
    <div className="boot" role="status" aria-live="polite">
      <img src="/logo.svg" alt="" width={56} height={56} />
      <p>{label}</p>
    </div>
  );
}
