import { describe, expect, it } from "vitest";
import { imageUrlProblem } from "../../shared/image-urls.js";
import { SHARE_PICTURE_WIDTH, isMediaFileAddress, parsePhotoAddress, photoAddress, photoSrcSet, photoVariants, savedPhotoAddress, sharePicture, variantSizes } from "../../shared/media.js";
import { productBodySchema } from "../../shared/schemas/product.js";
import { emptyProductForm, productRequestFromForm, productToForm } from "../../web/src/admin/products/product-form-values.js";
import type { Product } from "../../shared/schemas/product-record.js";

const ID = "0123456789abcdef01234567";

describe("a photo's variants", () => {
  it("follow the 480, 960, 1600 ladder without enlarging, keeping the aspect", () => {
    expect(variantSizes({ width: 3024, height: 4032 })).toEqual([
      { width: 480, height: 640 },
      { width: 960, height: 1280 },
      { width: 1600, height: 2133 },
    ]);
    expect(variantSizes({ width: 1200, height: 900 })).toEqual([
      { width: 480, height: 360 },
      { width: 960, height: 720 },
      { width: 1200, height: 900 },
    ]);
    expect(variantSizes({ width: 960, height: 1280 })).toEqual([
      { width: 480, height: 640 },
      { width: 960, height: 1280 },
    ]);
    expect(variantSizes({ width: 300, height: 400 })).toEqual([{ width: 300, height: 400 }]);
  });

  it("are all derived from the stored address, which names the largest", () => {
    const url = photoAddress(ID, false, { width: 3024, height: 4032 });
    expect(url).toBe(`/media/${ID}/1600x2133.webp`);
    expect(photoVariants(url).map((v) => v.url)).toEqual([`/media/${ID}/480x640.webp`, `/media/${ID}/960x1280.webp`, `/media/${ID}/1600x2133.webp`]);
    // Deriving again from the largest gives the same ladder (what the server made is what the page asks for).
    for (const size of [{ width: 4000, height: 3000 }, { width: 1599, height: 2000 }, { width: 2448, height: 3264 }]) {
      const largest = variantSizes(size).at(-1)!;
      expect(variantSizes(largest)).toEqual(variantSizes(size));
    }
  });

  it("give the storefront a srcset; other pictures get none", () => {
    expect(photoSrcSet(`/media/${ID}/1600x2133.webp`)).toBe(`/media/${ID}/480x640.webp 480w, /media/${ID}/960x1280.webp 960w, /media/${ID}/1600x2133.webp 1600w`);
    expect(photoSrcSet("/images/catalogue/kota-doria-cotton-saree-with-zari-border-1.svg")).toBeUndefined();
    expect(photoSrcSet("https://images.example.in/saree.jpg")).toBeUndefined();
    expect(photoSrcSet(`/media/${ID}/300x400.webp`)).toBeUndefined();
  });

  it("move from media/new/ to media/ when the product is saved", () => {
    expect(savedPhotoAddress(`/media/new/${ID}/960x1280.webp`)).toBe(`/media/${ID}/960x1280.webp`);
    expect(savedPhotoAddress(`/media/${ID}/960x1280.webp`)).toBe(`/media/${ID}/960x1280.webp`);
    expect(parsePhotoAddress(`/media/new/${ID}/960x1280.webp`)).toEqual({ mediaId: ID, isNew: true, width: 960, height: 1280 });
  });

  it("are the only /media/ addresses a product may name", () => {
    expect(imageUrlProblem(`/media/${ID}/960x1280.webp`)).toBeNull();
    for (const bad of [`/media/${ID}/960x1280.jpg`, `/media/../uploads/${ID}`, `/media/uploads/${ID}`, "/media/ABC/1x1.webp", `/media/${ID}/0x1280.webp`]) {
      expect(imageUrlProblem(bad), bad).toBe("is not the address of a photo uploaded to this shop; add the photo again");
    }
    const parsed = productBodySchema.safeParse({ name: "Saree", category: "clothing", price: 999, stock: 1, description: "Silk.", images: [`/media/new/${ID}/480x640.webp`] });
    expect(parsed.success).toBe(true);
  });
});

describe("a photo's share picture", () => {
  it("is a JPEG 1,200 px wide beside the variants, the photo's aspect kept", () => {
    expect(SHARE_PICTURE_WIDTH).toBe(1200);
    expect(sharePicture(`/media/${ID}/1600x2133.webp`)).toEqual({ url: `/media/${ID}/share-1200x1600.jpg`, width: 1200, height: 1600 });
    expect(sharePicture(`/media/${ID}/1600x1200.webp`)).toEqual({ url: `/media/${ID}/share-1200x900.jpg`, width: 1200, height: 900 });
  });

  it("is never enlarged: a photo 900 wide keeps its size", () => {
    expect(sharePicture(`/media/${ID}/900x1200.webp`)).toEqual({ url: `/media/${ID}/share-900x1200.jpg`, width: 900, height: 1200 });
    expect(sharePicture(`/media/${ID}/1200x500.webp`)).toEqual({ url: `/media/${ID}/share-1200x500.jpg`, width: 1200, height: 500 });
  });

  it("stays under media/new/ for a photo not saved yet", () => {
    expect(sharePicture(`/media/new/${ID}/1500x2000.webp`)).toEqual({ url: `/media/new/${ID}/share-1200x1600.jpg`, width: 1200, height: 1600 });
  });

  it("does not exist for pictures that are not shop photos", () => {
    for (const other of ["/images/catalogue/kota-doria-cotton-saree-with-zari-border-1.svg", "https://images.example.in/saree.jpg", `/media/${ID}/share-1200x1600.jpg`, `/media/uploads/${ID}`]) {
      expect(sharePicture(other), other).toBeNull();
    }
  });

  it("is served under /media/ like the variants; originals and other files are not", () => {
    expect(isMediaFileAddress(`/media/${ID}/share-1200x1600.jpg`)).toBe(true);
    expect(isMediaFileAddress(`/media/new/${ID}/share-900x1200.jpg`)).toBe(true);
    expect(isMediaFileAddress(`/media/${ID}/960x1280.webp`)).toBe(true);
    for (const other of [`/media/uploads/${ID}`, `/media/${ID}/share-1200x1600.webp`, `/media/${ID}/1200x1600.jpg`, `/media/${ID}/share-0x1.jpg`]) expect(isMediaFileAddress(other), other).toBe(false);
  });

  it("is not part of the srcset", () => {
    expect(photoSrcSet(`/media/${ID}/1600x2133.webp`)).not.toContain("share-");
    expect(photoVariants(`/media/${ID}/1600x2133.webp`).map((v) => v.width)).toEqual([480, 960, 1600]);
  });
});

describe("the admin form's photos", () => {
  const product = { images: [`/media/${ID}/1600x2133.webp`, "https://images.example.in/back.jpg", "/images/catalogue/a-1.svg"] } as Product;

  it("opens with the photos apart from the pasted addresses", () => {
    const form = productToForm(product);
    expect(form.photos).toEqual([`/media/${ID}/1600x2133.webp`]);
    expect(form.imagesText).toBe("https://images.example.in/back.jpg\n/images/catalogue/a-1.svg");
    expect(emptyProductForm().photos).toEqual([]);
  });

  it("saves the photos first, in their order, then the pasted addresses", () => {
    const other = `/media/new/${"f".repeat(24)}/960x1280.webp`;
    const form = { ...productToForm({ ...product, name: "Saree", description: "Silk.", price: 999, stock: 1 } as Product), photos: [other, `/media/${ID}/1600x2133.webp`] };
    expect(productRequestFromForm(form).images).toEqual([other, `/media/${ID}/1600x2133.webp`, "https://images.example.in/back.jpg", "/images/catalogue/a-1.svg"]);
  });
});
