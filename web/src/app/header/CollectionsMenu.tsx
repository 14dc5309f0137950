import { Fragment } from "react";
import { Link, useLocation } from "react-router-dom";
import { COLLECTIONS_FOLDER, collectionGroups } from "@shared/collections.js";
import { capitalise } from "@/features/catalogue/browse-route.js";
import { useCollections } from "@/stores/collections-store.js";
import { HeaderMenu } from "./HeaderMenu.js";

/** The header's Collections: every active subcategory (Custom Made, an admin's new Kurta Sets...), by category when there are several. */
export function CollectionsMenu() {
  const { collections } = useCollections();
  const { pathname } = useLocation();
  const groups = collectionGroups(collections);
  return (
    <HeaderMenu label="Collections" current={pathname.split("/")[1] === COLLECTIONS_FOLDER}>
      {groups.map((group) => (
        <Fragment key={group.category}>
          {groups.length > 1 ? (
            <li className="menu__group" aria-hidden="true">
              {capitalise(group.category)}
            </li>
          ) : null}
          {group.collections.map((collection) => (
            <li key={collection.path}>
              <Link to={collection.path} className="menu__item">
                {collection.name}
              </Link>
            </li>
          ))}
        </Fragment>
      ))}
    </HeaderMenu>
  );
}
