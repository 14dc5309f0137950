import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { normaliseIndianMobile, withoutSeparators } from "@shared/validation/indian-contact-rules.js";
import type { User } from "@shared/types.js";
import { profileFormProblem, type ProfileForm } from "@shared/validation/profile-form.js";
import { updateProfile } from "./account-api.js";
import { useAuth } from "../../session/AuthProvider.js";
import { failureText } from "../../api/error-text.js";
import { Field } from "@/components/ui/form/Field.js";
import { StateField } from "@/components/ui/form/StateField.js";

export const PROFILE_SAVED_MESSAGE = "Profile updated successfully!";

function formOf(user: User): ProfileForm {
  return {
    name: user.name ?? "",
    email: user.email ?? "",
    phone: user.phone ?? "",
    street: user.address?.street ?? "",
    city: user.address?.city ?? "",
    state: user.address?.state ?? "",
    zipCode: user.address?.zipCode ?? "",
    country: user.address?.country || "India",
  };
}

function addressLines(user: User): string[] {
  const address = user.address;
  // A country alone (every account starts with "India") is no address to deliver to.
  if (!address || ![address.street, address.city, address.state, address.zipCode].some((part) => part?.trim())) return [];
  const place = [address.city, [address.state, address.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [address.street, place, address.country].filter((line): line is string => Boolean(line && line.trim()));
}

/** The Profile tab: the shopper's details, and an edit mode with Save and Cancel. */
export function ProfileDetails({ user }: { user: User }) {
  const { replaceUser } = useAuth();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<ProfileForm>(() => formOf(user));
  const [problem, setProblem] = useState<{ field?: keyof ProfileForm; message: string } | null>(null);
  const [saved, setSaved] = useState(false);
  const client = useQueryClient();
  // The saved details become the session's and the profile's fresh copy at once.
  const saving = useMutation({
    mutationFn: updateProfile,
    onSuccess(changed) {
      replaceUser(changed);
      client.setQueryData(["me", changed._id], changed);
    },
  });
  const busy = saving.isPending;
  const editButton = useRef<HTMLButtonElement>(null);
  const inputs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    street: useRef<HTMLInputElement>(null),
    city: useRef<HTMLInputElement>(null),
    state: useRef<HTMLSelectElement>(null),
    zipCode: useRef<HTMLInputElement>(null),
    country: useRef<HTMLInputElement>(null),
  };

  const change = (field: keyof ProfileForm) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });

  function startEditing() {
    setForm(formOf(user));
    setProblem(null);
    setSaved(false);
    setEditing(true);
    // Move focus into the form for keyboard and screen reader users.
    requestAnimationFrame(() => inputs.name.current?.focus());
  }

  function cancel() {
    setEditing(false);
    setProblem(null);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = profileFormProblem(form);
    if (found) {
      setProblem(found);
      inputs[found.field].current?.focus();
      return;
    }
    setProblem(null);
    const phone = form.phone.trim();
    saving.mutate(
      {
        name: form.name.trim(),
        email: form.email.trim(),
        phone: phone ? normaliseIndianMobile(phone) ?? phone : "",
        address: {
          street: form.street.trim(),
          city: form.city.trim(),
          state: form.state.trim(),
          zipCode: withoutSeparators(form.zipCode),
          country: form.country.trim(),
        },
      },
      {
        onSuccess() {
          setEditing(false);
          setSaved(true);
          requestAnimationFrame(() => editButton.current?.focus());
        },
        onError: (failure) => setProblem({ message: failureText(failure, "Failed to update profile. Please try again.") }),
      },
    );
  }

  const invalid = (field: keyof ProfileForm) => (problem?.field === field ? true : undefined);
  const lines = addressLines(user);

  if (!editing) {
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
      </section>
    );
  }

  return (
    <section className="profile-card" aria-labelledby="profile-edit-title">
      <h2 id="profile-edit-title">Edit your details</h2>
      <form className="profile-form" onSubmit={save} noValidate aria-busy={busy}>
        <Field className="profile-form__wide" label="Full name" name="name" autoComplete="name" value={form.name} onChange={change("name")} inputRef={inputs.name} aria-invalid={invalid("name")} />
        <Field
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={form.email}
          onChange={change("email")}
          inputRef={inputs.email}
          aria-invalid={invalid("email")}
        />
        <Field
          label="Phone"
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          hint="10-digit mobile number"
          value={form.phone}
          onChange={change("phone")}
          inputRef={inputs.phone}
          aria-invalid={invalid("phone")}
        />
        <Field
          className="profile-form__wide"
          label="Street address"
          name="street"
          autoComplete="street-address"
          value={form.street}
          onChange={change("street")}
          inputRef={inputs.street}
        />
        <Field label="City" name="city" autoComplete="address-level2" value={form.city} onChange={change("city")} inputRef={inputs.city} />
        <StateField label="State" name="state" value={form.state} onChange={change("state")} selectRef={inputs.state} />
        <Field
          label="Pincode"
          name="zipCode"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={7}
          value={form.zipCode}
          onChange={change("zipCode")}
          inputRef={inputs.zipCode}
          aria-invalid={invalid("zipCode")}
        />
        <Field label="Country" name="country" autoComplete="country-name" value={form.country} onChange={change("country")} inputRef={inputs.country} />
        {problem && (
          <p className="account-error profile-form__wide" role="alert">
            {problem.message}
          </p>
        )}
        <div className="profile-form__actions profile-form__wide">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? "Saving..." : "Save"}
          </button>
          <button type="button" className="btn btn--outline" onClick={cancel} disabled={busy}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
