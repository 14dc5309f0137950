import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

// Placeholder until the storefront lands: proves the build and the serving path.
function Placeholder() {
  return (
    <main style={{ fontFamily: "system-ui, sans-serif", padding: "2rem" }}>
      <h1>Rangrez</h1>
      <p>The storefront is on its way. The catalogue API is at <a href="/api/products">/api/products</a>.</p>
    </main>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Placeholder />
  </StrictMode>,
);
