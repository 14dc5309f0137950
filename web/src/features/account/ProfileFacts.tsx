import { useQuery } from "@tanstack/react-query";
import type { SavedAddress } from "@shared/schemas/saved-address.js";
import type { User } from "@shared/schemas/user.js";
import { fetchSavedAddresses } from "@/api/saved-addresses.js";
import { SAVED_ADDRESSES_KEY } from "./SavedAddresses.js";

function addressLines(user: User): string[] {
  const address = user.address;
  // A country alone (every account starts with "India") is no address to deliver to.
  if (!address || ![address.street, address.city, address.state, address.zipCode].some((part) => part?.trim())) return [];
  const place = [address.city, [address.state, address.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [address.street, place, address.country].filter((line): line is string => Boolean(line && line.trim()));
}

const savedLines = (address: SavedAddress) => [address.address, `${address.city}, ${address.state} ${address.pincode}`];

/**
 * The shopper's details as the Profile tab shows them when not editing. With no phone or address
 * on the profile itself, the default saved address (the one the checkout offers first) answers for
 * them (issue 40: the tab said "not added" while an address was saved).
 */
export function ProfileFacts({ user }: { user: User }) {
  const book = useQuery({ queryKey: SAVED_ADDRESSES_KEY, queryFn: ({ signal }) => fetchSavedAddresses(signal) });
  const saved = book.data?.find((address) => address.isDefault) ?? book.data?.[0];
  const own = addressLines(user);
  const lines = own.length ? own : saved ? savedLines(saved) : [];
  const phone = user.phone || saved?.phone;
  return (
    <dl className="profile-facts">
      <div>
        <dt>Full name</dt>
        <dd>{user.name}</dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>{user.email}</dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>{phone || <span className="muted">Not added yet</span>}</dd>
      </div>
      <div>
        <dt>Delivery address</dt>
        <dd>
          {lines.length ? (
            <>
              {lines.map((line) => (
                <span key={line} className="profile-facts__line">
                  {line}
                </span>
              ))}
              {own.length === 0 ? <span className="profile-facts__line muted">Your default saved address</span> : null}
            </>
          ) : (
            <span className="muted">Not added yet. Add one to check out faster.</span>
          )}
        </dd>
      </div>
    </dl>
  );
}
