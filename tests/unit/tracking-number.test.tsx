// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TrackingNumber } from "../../web/src/components/TrackingNumber.js";

afterEach(cleanup);

describe("a tracking number on screen (My Orders, the admin's order details)", () => {
  it("links to the courier's own tracking page, in a new tab", () => {
    render(<TrackingNumber carrier="Blue Dart" trackingNumber="BD70012345IN" />);
    const link = screen.getByRole("link", { name: /BD70012345IN/ });
    expect(link.getAttribute("href")).toContain("bluedart.com");
    expect(link.getAttribute("href")).toContain("BD70012345IN");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.textContent).toContain("opens in a new tab");
  });

  it("is plain text for a courier the shop does not know", () => {
    render(<TrackingNumber carrier="Raju Couriers" trackingNumber="RC-42" />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("RC-42")).toBeTruthy();
  });
});
