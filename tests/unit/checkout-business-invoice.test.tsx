// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router-dom";
import type { User } from "../../shared/schemas/user.js";
import { AuthProvider } from "../../web/src/session/AuthProvider.js";
import { CartProvider } from "../../web/src/stores/cart/CartProvider.js";
import { CheckoutProvider, useCheckout } from "../../web/src/features/checkout/CheckoutProvider.js";
import { WishlistProvider } from "../../web/src/stores/wishlist/WishlistProvider.js";
import { businessFieldOf } from "../../web/src/features/checkout/business-invoice/business-draft.js";

// "Add GSTIN for a business invoice" at checkout (issue 45): the fields checked by the server's own
// schema, each message beside its field (the server's too), the draft kept, and the body sent.

const shopper: User = {
  _id: "u1",
  id: "u1",
  name: "Aarna Shah",
  email: "aarna@example.in",
  phone: "9847012345",
  role: "user",
  isActive: true,
  createdAt: "2025-01-15T06:30:00.000Z",
  address: { street: "4 Linking Road, Bandra", city: "Mumbai", state: "Maharashtra", zipCode: "400050", country: "India" },
};
const saree = { _id: "p1", name: "Banarasi Silk Saree", price: 4999, images: [], sizes: ["Free Size"] };
const CHECK_CHARACTER = "GSTIN's check character (the last one) does not match: look for a typing mistake";

function Opener() {
  const { startCheckout } = useCheckout();
  return (
    <button type="button" onClick={() => startCheckout("cart")}>
      Checkout cart
    </button>
  );
}

async function openCheckout() {
  render(
    <MemoryRouter>
      <CartProvider>
        <WishlistProvider>
          <AuthProvider>
            <CheckoutProvider>
              <Opener />
            </CheckoutProvider>
          </AuthProvider>
        </WishlistProvider>
      </CartProvider>
    </MemoryRouter>,
  );
  await u.click(screen.getByRole("button", { name: "Checkout cart" }));
  return within(await screen.findByRole("dialog", { name: "Checkout" }));
}

/** create-order as the server answers it (201 unless told), every body kept. */
function server(createOrder: { status: number; body: unknown }) {
  const sent: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
      if (url === "/api/config") return json({ success: true, data: { stage: "test", brandName: "Rangrez", razorpayKeyId: "rzp_test_x", checkoutScriptUrl: "/checkout.js", demoAdmin: null } });
      if (url === "/api/payments/create-order") {
        sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return json(createOrder.body, createOrder.status);
      }
      return json({ success: false, error: `Not found: ${url}` }, 404);
    }),
  );
  return sent;
}

const errorOf = (input: HTMLElement) => document.getElementById((input.getAttribute("aria-describedby") ?? "").split(" ").find((id) => id.endsWith("-error")) ?? "")?.textContent;
const u = userEvent.setup({ delay: null });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem("cart", JSON.stringify([{ product: saree, size: "Free Size", quantity: 1 }]));
  localStorage.setItem("token", "t0ken");
  localStorage.setItem("user", JSON.stringify(shopper));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a business invoice at checkout", () => {
  it("asks nothing until ticked, then checks the GSTIN beside its field and sends nothing", async () => {
    const sent = server({ status: 409, body: { success: false, error: "unused" } });
    const dialog = await openCheckout();
    const choice = dialog.getByRole("checkbox", { name: "Add GSTIN for a business invoice" });
    expect((choice as HTMLInputElement).checked).toBe(false);
    expect(dialog.queryByLabelText("GSTIN")).toBeNull();

    await u.click(choice);
    await u.type(dialog.getByLabelText("GSTIN"), "27AAPFU0939F1ZW");
    await u.type(dialog.getByLabelText("Legal name"), "Aarna Boutique LLP");
    await u.click(dialog.getByRole("button", { name: "Same as delivery address" }));
    expect((dialog.getByLabelText("Billing address") as HTMLInputElement).value).toBe("4 Linking Road, Bandra");
    expect((dialog.getByLabelText("Billing state") as HTMLSelectElement).value).toBe("Maharashtra");
    expect((dialog.getByLabelText("Billing pincode") as HTMLInputElement).value).toBe("400050");
    expect(dialog.getByTestId("checkout-business-invoice").textContent).toBe("A tax invoice to your business, once its GSTIN and billing address above are complete.");

    await u.click(dialog.getByRole("button", { name: /^Pay/ }));
    expect(errorOf(dialog.getByLabelText("GSTIN"))).toBe(CHECK_CHARACTER);
    expect(document.activeElement).toBe(dialog.getByLabelText("GSTIN"));
    expect(sent).toEqual([]);

    // Corrected, the message goes and the line under the totals names the buyer; the total stays.
    await u.clear(dialog.getByLabelText("GSTIN"));
    await u.type(dialog.getByLabelText("GSTIN"), "27aapfu0939f1zv");
    expect(errorOf(dialog.getByLabelText("GSTIN"))).toBeUndefined();
    expect(dialog.getByTestId("checkout-business-invoice").textContent).toBe("Tax invoice to Aarna Boutique LLP, GSTIN 27AAPFU0939F1ZV; place of supply Maharashtra (27).");
    expect(dialog.getByTestId("checkout-total").textContent).toBe("₹4,999.00");
  });

  it("sends the buyer as the schema made it, and shows the server's refusal beside the field it names", async () => {
    const refusal = "This GSTIN is registered in Maharashtra (27), but the billing address is in Karnataka (29): give the GSTIN and address of one state";
    const sent = server({ status: 400, body: { success: false, error: refusal } });
    const dialog = await openCheckout();
    await u.click(dialog.getByRole("checkbox", { name: "Add GSTIN for a business invoice" }));
    await u.type(dialog.getByLabelText("GSTIN"), "27 aapfu 0939 f1zv");
    await u.type(dialog.getByLabelText("Legal name"), "Aarna Boutique LLP");
    await u.click(dialog.getByRole("button", { name: "Same as delivery address" }));
    await u.click(dialog.getByRole("button", { name: /^Pay/ }));

    await vi.waitFor(() => expect(errorOf(dialog.getByLabelText("GSTIN"))).toBe(refusal));
    expect(sent[0]!.businessInvoice).toEqual({ gstin: "27AAPFU0939F1ZV", legalName: "Aarna Boutique LLP", address: "4 Linking Road, Bandra", city: "Mumbai", state: "Maharashtra", pincode: "400050" });
    expect((await dialog.findByRole("alert")).textContent).toBe(refusal);
  });

  it("sends no businessInvoice when unticked, and keeps the fields typed when the form closes and opens again", async () => {
    const sent = server({ status: 409, body: { success: false, error: "Only 1 left of Banarasi Silk Saree." } });
    const dialog = await openCheckout();
    await u.click(dialog.getByRole("checkbox", { name: "Add GSTIN for a business invoice" }));
    await u.type(dialog.getByLabelText("Legal name"), "Aarna Boutique LLP");
    await u.click(screen.getByRole("button", { name: "Close" }));
    await u.click(screen.getByRole("button", { name: "Checkout cart" }));
    const again = within(await screen.findByRole("dialog", { name: "Checkout" }));
    expect((again.getByLabelText("Legal name") as HTMLInputElement).value).toBe("Aarna Boutique LLP");

    await u.click(again.getByRole("checkbox", { name: "Add GSTIN for a business invoice" }));
    await u.click(again.getByRole("button", { name: /^Pay/ }));
    await again.findByRole("alert");
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty("businessInvoice");
  });
});

describe("which billing field a server's message is about", () => {
  it("reads the schema's labels and the GSTIN's state, and leaves the rest alone", () => {
    expect(businessFieldOf("GSTIN must be 15 characters; this one has 14")).toBe("gstin");
    expect(businessFieldOf(CHECK_CHARACTER)).toBe("gstin");
    expect(businessFieldOf("This GSTIN is registered in Maharashtra (27), but the billing address is in Karnataka (29): give the GSTIN and address of one state")).toBe("gstin");
    expect(businessFieldOf("Legal name is required")).toBe("legalName");
    expect(businessFieldOf("Billing address must be on one line")).toBe("address");
    expect(businessFieldOf("Billing pincode must be 6 digits and cannot start with 0")).toBe("pincode");
    expect(businessFieldOf("businessInvoice.city: Invalid input")).toBe("city");
    expect(businessFieldOf("Address is required")).toBeUndefined();
    expect(businessFieldOf("Only 1 left of Banarasi Silk Saree.")).toBeUndefined();
  });
});
