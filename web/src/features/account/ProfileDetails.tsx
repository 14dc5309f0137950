import { Pencil } from "lucide-react";
import { useRef, useState } from "react";
import type { User } from "@shared/schemas/user.js";
import { ProfileEditForm } from "./ProfileEditForm.js";
import { ProfileFacts } from "./ProfileFacts.js";

export const PROFILE_SAVED_MESSAGE = "Profile updated successfully!";

/** The Profile tab: the shopper's details, and an edit mode with Save and Cancel. */
export function ProfileDetails({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  function startEditing() {
    setSaved(false);
    setEditing(true);
  }

  function finishEditing(didSave: boolean) {
    setEditing(false);
    setSaved(didSave);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  if (editing) return <ProfileEditForm user={user} onDone={finishEditing} />;
  return (
    <section className="profile-card" aria-labelledby="profile-details-title">
      <div className="profile-card__head">
        <h2 id="profile-details-title">Personal details</h2>
        <button ref={editButton} type="button" className="btn btn--outline" onClick={startEditing}>
          <Pencil aria-hidden="true" size={18} /> Edit profile
        </button>
      </div>
      <p className={saved ? "account-success" : "visually-hidden"} role="status">
        {saved ? PROFILE_SAVED_MESSAGE : ""}
      </p>
      <ProfileFacts user={user} />
    </section>
  );
}
