import { ImagePreviews } from "./ImagePreviews.js";
import { PhotoUploader } from "./photos/PhotoUploader.js";
import type { ProductSectionProps } from "./product-section.js";
import { ProductField } from "./ProductField.js";
import { AdminSection } from "@/admin/shared/AdminSection.js";

/** Uploaded photos and image addresses, with their previews. */
export function ProductImagesSection({ values, errors, idOf, text, set, onPending }: ProductSectionProps & { onPending(pending: number): void }) {
  return (
    <AdminSection title="Images">
      <PhotoUploader
        id={idOf("photos")}
        initial={values.photos}
        error={errors.photos}
        onChange={(photos, pending) => {
          set("photos", photos);
          onPending(pending);
        }}
      />
      <ProductField
        id={idOf("imagesText")}
        label="Image URLs (one per line)"
        error={errors.imagesText}
        hint="Addresses without http:// or https:// get https:// in front. The shop's own pictures can be given as /images/... paths."
      >
        {(control) => (
          <textarea
            {...control}
            className="input mgmt-mono-input"
            rows={4}
            value={values.imagesText}
            onChange={text("imagesText")}
            spellCheck={false}
            autoCapitalize="none"
            placeholder={"https://images.example.in/saree-front.jpg\nhttps://images.example.in/saree-back.jpg"}
          />
        )}
      </ProductField>
      <ImagePreviews text={values.imagesText} />
    </AdminSection>
  );
}
