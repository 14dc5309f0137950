// Global styles first, so each screen's own CSS comes after them and wins where it must.
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/components.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.js";
import { loadCatalogue } from "./stores/catalogue-store.js";

// The catalogue request leaves before React renders, so the loading screen is as short as it can be.
// The admin area does not show the catalogue and fetches what it needs itself.
if (!window.location.pathname.startsWith("/admin")) void loadCatalogue();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
