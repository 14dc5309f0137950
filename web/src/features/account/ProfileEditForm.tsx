import { useMutation, useQueryClient } from "@tanstack/react-query";
import { profileFormSchema } from "@shared/schemas/account-forms.js";
import type { User } from "@shared/schemas/user.js";
import { failureText } from "@/api/error-text.js";
import { EmailField } from "@/components/ui/form/EmailField.js";
import { Field } from "@/components/ui/form/Field.js";
import { Form } from "@/components/ui/form/Form.js";
import { FormAlert } from "@/components/ui/form/FormAlert.js";
import { StateField } from "@/components/ui/form/StateField.js";
import { useSchemaForm } from "@/components/ui/form/use-schema-form.js";
import { useAuth } from "@/session/AuthProvider.js";
import { updateProfile } from "./account-api.js";

const formOf = (user: User) => ({
  name: user.name ?? "",
  email: user.email ?? "",
  phone: user.phone ?? "",
  street: user.address?.street ?? "",
  city: user.address?.city ?? "",
  state: user.address?.state ?? "",
  zipCode: user.address?.zipCode ?? "",
  country: user.address?.country || "India",
});

/** The Profile tab's edit mode: the shopper's details with Save and Cancel; `onDone` says whether they were saved. */
export function ProfileEditForm({ user, onDone }: { user: User; onDone(saved: boolean): void }) {
  const { replaceUser } = useAuth();
  const client = useQueryClient();
  const form = useSchemaForm(profileFormSchema, () => formOf(user));
  // The saved details become the session's and the profile's fresh copy at once.
  const saving = useMutation({
    mutationFn: updateProfile,
    onSuccess(changed) {
      replaceUser(changed);
      client.setQueryData(["me", changed._id], changed);
    },
  });
  const submit = form.submit(
    async (changes) => {
      await saving.mutateAsync(changes);
      onDone(true);
    },
    (failure) => failureText(failure, "Failed to update profile. Please try again."),
  );

  return (
    <section className="profile-card" aria-labelledby="profile-edit-title">
      <h2 id="profile-edit-title">Edit your details</h2>
      <Form className="profile-form" onSubmit={submit} busy={form.busy}>
        {/* Focus moves into the form for keyboard and screen reader users. */}
        <Field className="profile-form__wide" label="Full name" autoComplete="name" autoFocus {...form.field("name")} />
        <EmailField label="Email" {...form.field("email")} />
        <Field label="Phone" type="tel" autoComplete="tel" inputMode="tel" hint="10-digit mobile number" {...form.field("phone")} />
        <Field className="profile-form__wide" label="Street address" autoComplete="street-address" {...form.field("street")} />
        <Field label="City" autoComplete="address-level2" {...form.field("city")} />
        <StateField label="State" {...form.field("state")} />
        <Field label="Pincode" autoComplete="postal-code" inputMode="numeric" maxLength={7} {...form.field("zipCode")} />
        <Field label="Country" autoComplete="country-name" {...form.field("country")} />
        <FormAlert className="profile-form__wide" message={form.message} />
        <div className="profile-form__actions profile-form__wide">
          <button type="submit" className="btn btn--primary" disabled={form.busy}>
            {form.busy ? "Saving..." : "Save"}
          </button>
          <button type="button" className="btn btn--outline" onClick={() => onDone(false)} disabled={form.busy}>
            Cancel
          </button>
        </div>
      </Form>
    </section>
  );
}
