import { Link, useLocation } from "react-router-dom";
import { BROWSE_CATEGORIES, type BrowseCategory } from "@shared/catalogue.js";
import { browsePath, capitalise } from "@/features/catalogue/browse-route.js";
import { HeaderMenu } from "./HeaderMenu.js";

/** A header dropdown (Dresses, Sarees, Materials): the whole category, then each of its types. */
export function CategoryMenu({ category }: { category: BrowseCategory }) {
  const { label, types } = BROWSE_CATEGORIES[category];
  const { pathname } = useLocation();
  return (
    <HeaderMenu label={label} current={pathname.split("/")[1] === category}>
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
    </HeaderMenu>
  );
}
