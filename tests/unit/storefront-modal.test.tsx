// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Modal } from "../../web/src/components/ui/dialog/Modal.js";
import { NoticesProvider, useNotices } from "../../web/src/components/Notices.js";

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <div id="root">
      <button type="button" onClick={() => setOpen(true)}>
        Open filters
      </button>
      <a href="#elsewhere">Somewhere else</a>
      <Modal open={open} onClose={() => setOpen(false)} title="Filter" footer={<button type="button">Apply</button>}>
        <label>
          Minimum <input />
        </label>
      </Modal>
    </div>
  );
}

afterEach(cleanup);

describe("Modal", () => {
  it("is a labelled modal dialog that takes focus and makes the page behind inert", async () => {
    const user = userEvent.setup();
    const { container } = render(<Page />);
    await user.click(screen.getByRole("button", { name: "Open filters" }));
    const dialog = screen.getByRole("dialog", { name: "Filter" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(container.hasAttribute("inert")).toBe(true);
    expect(document.body.classList.contains("is-scroll-locked")).toBe(true);
  });

  it("still closes on Escape when focus has fallen out of it (a focused button went away)", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Open filters" }));
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps Tab and Shift+Tab inside the dialog", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Open filters" }));
    const dialog = screen.getByRole("dialog", { name: "Filter" });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Minimum" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Apply" }));
    await user.tab(); // wraps round to the first
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    await user.tab({ shift: true }); // and back to the last
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Apply" }));
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("closes on Escape and gives focus back to the opener, and the page is usable again", async () => {
    const user = userEvent.setup();
    const { container } = render(<Page />);
    const opener = screen.getByRole("button", { name: "Open filters" });
    await user.click(opener);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(container.hasAttribute("inert")).toBe(false);
    expect(document.body.classList.contains("is-scroll-locked")).toBe(false);
  });

  it("closes from its Close button and from the backdrop, not from a click inside", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Open filters" }));
    await user.click(screen.getByRole("textbox", { name: "Minimum" }));
    expect(screen.getByRole("dialog")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Open filters" }));
    const backdrop = screen.getByRole("dialog").parentElement!;
    await user.pointer({ keys: "[MouseLeft]", target: backdrop });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("clears the page's toasts when it opens, so they cover none of its buttons", async () => {
    function Shop() {
      const { notify } = useNotices();
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => notify("Organza Gown added to cart!")}>
            Add
          </button>
          <button type="button" onClick={() => setOpen(true)}>
            Open cart
          </button>
          <Modal open={open} onClose={() => setOpen(false)} title="Your Cart">
            <p>Lines</p>
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <NoticesProvider>
        <Shop />
      </NoticesProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByRole("status").textContent).toContain("Organza Gown added to cart!");
    await user.click(screen.getByRole("button", { name: "Open cart" }));
    expect(screen.getByRole("dialog", { name: "Your Cart" })).toBeTruthy();
    expect(screen.queryByText("Organza Gown added to cart!")).toBeNull();
  });
});
