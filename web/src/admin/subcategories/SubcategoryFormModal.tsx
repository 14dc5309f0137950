import { useId, useRef, useState, type FormEvent } from "react";
import { SUBCATEGORY_CATEGORIES } from "../../../../shared/catalogue.js";
import type { Subcategory } from "../../../../shared/types.js";
import { readSession } from "../../session/session-store.js";
import { createSubcategory, updateSubcategory } from "./subcategories-api.js";
import {
  categoryLabel,
  checkSubcategoryForm,
  emptySubcategoryForm,
  subcategoryRequestFromForm,
  subcategoryToForm,
  type SubcategoryFormErrors,
  type SubcategoryFormValues,
} from "./subcategory-form-rules.js";
import { SUBCATEGORY_TEXT, saveFailureText } from "./subcategory-messages.js";
import { FormModal } from "../shared/FormModal.js";

interface SubcategoryFormModalProps {
  /** null adds a new subcategory. */
  subcategory: Subcategory | null;
  onClose(): void;
  onSaved(subcategory: Subcategory, created: boolean): void;
}

/** Add or edit one subcategory: name, category, description, sort order, active. */
export function SubcategoryFormModal({ subcategory, onClose, onSaved }: SubcategoryFormModalProps) {
  const [values, setValues] = useState<SubcategoryFormValues>(() => (subcategory ? subcategoryToForm(subcategory) : emptySubcategoryForm()));
  const [errors, setErrors] = useState<SubcategoryFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const set = <K extends keyof SubcategoryFormValues>(field: K, value: SubcategoryFormValues[K]) => setValues((now) => ({ ...now, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = checkSubcategoryForm(values);
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.category) return;
    if (!readSession()) return setFailure(SUBCATEGORY_TEXT.noToken);
    setBusy(true);
    setFailure(null);
    try {
      const request = subcategoryRequestFromForm(values);
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
      busy={busy}
      failure={failure ? { text: failure } : null}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          Name *
        </label>
        <input
          id={`${id}-name`}
          ref={nameRef}
          className="input"
          value={values.name}
          onChange={(event) => set("name", event.target.value)}
          maxLength={60}
          required
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
        />
        {errors.name ? (
          <p id={`${id}-name-error`} className="field__error">
            {errors.name}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-category`}>
          Category *
        </label>
        <select
          id={`${id}-category`}
          className="select"
          value={values.category}
          onChange={(event) => set("category", event.target.value)}
          required
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? `${id}-category-error` : undefined}
        >
          {SUBCATEGORY_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </select>
        {errors.category ? (
          <p id={`${id}-category-error`} className="field__error">
            {errors.category}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-description`}>
          Description
        </label>
        <textarea
          id={`${id}-description`}
          className="input"
          rows={3}
          maxLength={500}
          value={values.description}
          onChange={(event) => set("description", event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-sort`}>
          Sort order
        </label>
        <input
          id={`${id}-sort`}
          className="input"
          type="number"
          step={1}
          inputMode="numeric"
          value={values.sortOrder}
          onChange={(event) => set("sortOrder", event.target.value)}
          aria-describedby={`${id}-sort-hint`}
        />
        <p id={`${id}-sort-hint`} className="field__hint">
          Lower numbers come first in the product form's list. Left empty, it is 0.
        </p>
      </div>
      <label className="mgmt-check">
        <input type="checkbox" checked={values.isActive} onChange={(event) => set("isActive", event.target.checked)} />
        <span>Active (offered in the product form)</span>
      </label>
    </FormModal>
  );
}
