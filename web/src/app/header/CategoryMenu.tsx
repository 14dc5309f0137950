import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { BROWSE_CATEGORIES, type BrowseCategory } from "../../../../shared/catalogue.js";
import { browsePath, capitalise } from "../../features/catalogue/browse-route.js";

/** A header dropdown (Dresses, Sarees, Materials): the whole category, then each of its types. */
export function CategoryMenu({ category }: { category: BrowseCategory }) {
  const { label, types } = BROWSE_CATEGORIES[category];
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const current = pathname.split("/")[1] === category;

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  return (
    <div
      ref={root}
      className="menu"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={`nav-link menu__button ${current ? "is-current" : ""}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <ChevronDown size={16} aria-hidden="true" className="menu__chevron" />
      </button>
      <ul id={panelId} className="menu__panel" hidden={!open}>
        <li>
          <Link to={browsePath(category)} className="menu__item menu__item--all">
            {category === "material" ? "All materials" : `All ${label.toLowerCase()}`}
          </Link>
        </li>
        {types.map((type) => (
          <li key={type}>
            <Link to={browsePath(category, type)} className="menu__item">
              {capitalise(type)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
