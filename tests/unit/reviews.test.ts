import { describe, expect, it } from "vitest";
import { NO_REVIEWS, authorName, mostSay, ratingOf, summaryDelta } from "../../shared/reviews.js";

// The sums and words reviews share (issue 27): no rating without reviews, "Most say" only with a
// clear answer, and a reviewer named by first name and initial.
describe("a product's review sums", () => {
  it("give no rating without reviews, and the average to one decimal with them", () => {
    expect(ratingOf(0, 0)).toBeUndefined();
    expect(ratingOf(3, 13)).toBe(4.3);
    expect(ratingOf(2, 9)).toBe(4.5);
  });

  it("say what most say of the fit, and nothing on a tie or with none", () => {
    expect(mostSay(NO_REVIEWS)).toBeUndefined();
    expect(mostSay({ ...NO_REVIEWS, fit: { "runs-small": 1, "true-to-size": 3, "runs-large": 0 } })).toBe("true-to-size");
    expect(mostSay({ ...NO_REVIEWS, fit: { "runs-small": 2, "true-to-size": 2, "runs-large": 0 } })).toBeUndefined();
  });

  it("move by one review's stars and fit, in or out", () => {
    expect(summaryDelta({ stars: 4, fit: "runs-large" }, 1)).toEqual({ count: 1, sum: 4, stars: [0, 0, 0, 1, 0], fit: { "runs-small": 0, "true-to-size": 0, "runs-large": 1 } });
    expect(summaryDelta({ stars: 1, fit: "runs-small" }, -1)).toEqual({ count: -1, sum: -1, stars: [-1, 0, 0, 0, 0], fit: { "runs-small": -1, "true-to-size": 0, "runs-large": 0 } });
  });
});

describe("a reviewer's name", () => {
  it("is her first name and the initial of her last", () => {
    expect(authorName("Meera Nair")).toBe("Meera N.");
    expect(authorName("  priya  ")).toBe("priya");
    expect(authorName("Kavya R. Iyer")).toBe("Kavya I.");
    expect(authorName("")).toBe("A shopper");
  });
});
