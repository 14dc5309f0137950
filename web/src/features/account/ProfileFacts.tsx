import type { User } from "@shared/schemas/user.js";

function addressLines(user: User): string[] {
  const address = user.address;
  // A country alone (every account starts with "India") is no address to deliver to.
  if (!address || ![address.street, address.city, address.state, address.zipCode].some((part) => part?.trim())) return [];
  const place = [address.city, [address.state, address.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [address.street, place, address.country].filter((line): line is string => Boolean(line && line.trim()));
}

/** The shopper's details as the Profile tab shows them when not editing. */
export function ProfileFacts({ user }: { user: User }) {
  const lines = addressLines(user);
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
        <dd>{user.phone || <span className="muted">Not added yet</span>}</dd>
      </div>
      <div>
        <dt>Delivery address</dt>
        <dd>
          {lines.length ? (
            lines.map((line) => (
              <span key={line} className="profile-facts__line">
                {line}
              </span>
            ))
          ) : (
            <span className="muted">Not added yet. Add one to check out faster.</span>
          )}
        </dd>
      </div>
    </dl>
  );
}
