import { useRef, type FormEvent } from "react";
import { SUBCATEGORY_CATEGORIES } from "@shared/catalogue.js";
import type { Subcategory } from "@shared/schemas/subcategory-record.js";
import { readSession } from "@/session/session-store.js";
import { createSubcategory, updateSubcategory } from "./subcategories-api.js";
import { subcategoryFormSchema } from "@shared/schemas/subcategory-form.js";
import { checkForm } from "@/components/ui/form/form-problems.js";
import { categoryLabel, emptySubcategoryForm, subcategoryToForm, type SubcategoryFormValues } from "./subcategory-form-values.js";
import { SUBCATEGORY_TEXT, saveFailureText } from "./subcategory-messages.js";
import { ProductField } from "@/admin/products/ProductField.js";
import { FormModal } from "@/admin/shared/FormModal.js";
import { useFormModalState } from "@/admin/shared/use-form-modal-state.js";
import { Options } from "@/components/ui/form/Options.js";
import { TextField } from "@/components/ui/form/TextField.js";

interface SubcategoryFormModalProps {
  /** null adds a new subcategory. */
  subcategory: Subcategory | null;
  onClose(): void;
  onSaved(subcategory: Subcategory, created: boolean): void;
}

/** Add or edit one subcategory: name, category, description, sort order, active. */
export function SubcategoryFormModal({ subcategory, onClose, onSaved }: SubcategoryFormModalProps) {
  const { id, values, set, errors, setErrors, setFailure, busy, setBusy, shown } = useFormModalState<SubcategoryFormValues>(() =>
    subcategory ? subcategoryToForm(subcategory) : emptySubcategoryForm(),
  );
  const nameRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = checkForm(subcategoryFormSchema, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return checked.errors.name ? nameRef.current?.focus() : undefined;
    if (!readSession()) return setFailure(SUBCATEGORY_TEXT.noToken);
    setBusy(true);
    setFailure(null);
    try {
      const request = checked.data;
      const saved = subcategory ? await updateSubcategory(subcategory._id, request) : await createSubcategory(request);
      onSaved(saved, subcategory === null);
    } catch (error) {
      setFailure(saveFailureText(error));
      setBusy(false);
    }
  }

  return (
    <FormModal
      title={subcategory ? "Edit Subcategory" : "Add Subcategory"}
      initialFocus={nameRef}
      submitLabel={subcategory ? "Update Subcategory" : "Create Subcategory"}
      {...shown}
      onSubmit={submit}
      onClose={onClose}
    >
      <ProductField id={`${id}-name`} label="Name *" error={errors.name}>
        {(control) => <input {...control} ref={nameRef} className="input" value={values.name} onChange={(event) => set("name", event.target.value)} maxLength={60} required />}
      </ProductField>
      <ProductField id={`${id}-category`} label="Category *" error={errors.category}>
        {(control) => (
          <select {...control} className="select" value={values.category} onChange={(event) => set("category", event.target.value)} required>
            <Options values={SUBCATEGORY_CATEGORIES} label={categoryLabel} />
          </select>
        )}
      </ProductField>
      <TextField multiline id={`${id}-description`} label="Description" rows={3} maxLength={500} value={values.description} onText={(text) => set("description", text)} />
      <TextField
        id={`${id}-sort`}
        label="Sort order"
        type="number"
        step={1}
        inputMode="numeric"
        value={values.sortOrder}
        onText={(text) => set("sortOrder", text)}
        aria-describedby={`${id}-sort-hint`}
      >
        <p id={`${id}-sort-hint`} className="field__hint">
          Lower numbers come first in the product form's list. Left empty, it is 0.
        </p>
      </TextField>
      <label className="mgmt-check">
        <input type="checkbox" checked={values.isActive} onChange={(event) => set("isActive", event.target.checked)} />
        <span>Active (offered in the product form)</span>
      </label>
    </FormModal>
  );
}
