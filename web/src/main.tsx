// Global styles first, so each screen's own CSS comes after them and wins where it must.
import "./styles/tokens.css";
import "./styles/base.css";
import "./components/ui/layout.css";
import "./styles/components.css";
// Then the storefront: take over a pre-rendered page, or start the app on any other.
import "@pages/take-over/take-over.js";
