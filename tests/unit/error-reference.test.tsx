import { act, fireEvent, render, screen } from "@testing-library/react";
import OrderError from "@/app/(store)/profile/orders/[id]/error";
import AdminPageError from "@/app/admin/error";
import { ErrorReference } from "@/components/http/error-reference";
import { requestIdAmong } from "@/components/http/use-request-id";
import StoreErrorView from "@/components/store/store-error-view";

/** What the browser records for a response: its kind, address, start and Server-Timing. */
function entry(entryType: "navigation" | "resource", path: string, startTime: number, requestId?: string): PerformanceEntry {
  return {
    entryType,
    name: `${window.location.origin}${path}`,
    startTime,
    duration: 10,
    serverTiming: requestId ? [{ name: "request", description: requestId, duration: 0 }] : [],
    toJSON: () => ({}),
  } as unknown as PerformanceEntry;
}

describe("requestIdAmong", () => {
  it("takes the page load when no client navigation followed", () => {
    expect(requestIdAmong([entry("navigation", "/products", 0, "nav-id")], 500)?.id).toBe("nav-id");
  });

  it("takes the latest RSC payload fetched before the error view appeared", () => {
    const entries = [
      entry("navigation", "/", 0, "nav-id"),
      entry("resource", "/products?_rsc=1a", 200, "first-rsc"),
      entry("resource", "/products/3/details?_rsc=2b", 300, "failing-rsc"),
      // Images, scripts and API calls carry an id too, but never render the page.
      entry("resource", "/_next/image?url=%2Fuploads%2Fa.webp&w=640", 350, "image-id"),
      entry("resource", "/api/cart", 360, "api-id"),
      // A prefetch started by the error view's own links, after it appeared.
      entry("resource", "/?_rsc=3c", 600, "prefetch-id"),
    ];
    expect(requestIdAmong(entries, 500)?.id).toBe("failing-rsc");
  });

  it("ignores other origins and answers nothing when no response carried an id", () => {
    const foreign = { ...entry("resource", "/x?_rsc=1", 100, "foreign"), name: "https://cdn.example.com/x?_rsc=1" } as PerformanceEntry;
    expect(requestIdAmong([foreign, entry("navigation", "/", 0)], 500)).toBeUndefined();
  });

  it("lets an entry that arrives later (a payload that was still streaming) replace an earlier one", () => {
    const found = requestIdAmong([entry("navigation", "/", 0, "nav-id")], 500);
    expect(requestIdAmong([entry("resource", "/orders/1?_rsc=9", 400, "streamed")], 500, found)?.id).toBe("streamed");
  });
});

describe("ErrorReference", () => {
  let deliver: ((entries: PerformanceEntry[]) => void) | undefined;

  beforeEach(() => {
    // The browser's observer, which jsdom lacks: it hands over what the test delivers.
    class FakeObserver {
      constructor(private readonly callback: (list: { getEntries(): PerformanceEntry[] }) => void) {}
      observe() {
        deliver = (entries) => this.callback({ getEntries: () => entries });
      }
      disconnect() {
        deliver = undefined;
      }
    }
    Object.defineProperty(window, "PerformanceObserver", { value: FakeObserver, configurable: true });
  });

  afterEach(() => {
    Reflect.deleteProperty(window, "PerformanceObserver");
  });

  it("shows the request id and the digest as labelled, selectable text", () => {
    render(<ErrorReference digest="123456789" />);
    act(() => deliver!([entry("navigation", "/products", 0, "0b7c-request-id")]));
    expect(screen.getByText("Reference:", { exact: false }).parentElement).toHaveTextContent("Reference: 0b7c-request-id");
    expect(screen.getByText("0b7c-request-id")).toHaveClass("select-all");
    expect(screen.getByText("Error digest:", { exact: false }).parentElement).toHaveTextContent("Error digest: 123456789");
  });

  it("shows nothing when there is neither an id nor a digest", () => {
    const { container } = render(<ErrorReference />);
    act(() => deliver!([entry("navigation", "/", 0)]));
    expect(container).toBeEmptyDOMElement();
  });
});

describe("the admin error page", () => {
  it("says what failed, retries, and shows the digest to look up", () => {
    // The page logs the error in the browser's console; the test reads the page.
    const quiet = jest.spyOn(console, "error").mockImplementation(() => {});
    const reset = jest.fn();
    render(<AdminPageError error={Object.assign(new Error("database down"), { digest: "987" })} reset={reset} />);
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent("This page could not be loaded just now.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByText("987")).toHaveClass("select-all");
    quiet.mockRestore();
  });
});

describe("the storefront's error pages", () => {
  it("an order that could not be read offers a retry, the way back to the orders and the digest", () => {
    const quiet = jest.spyOn(console, "error").mockImplementation(() => {});
    const reset = jest.fn();
    render(<OrderError error={Object.assign(new Error("database down"), { digest: "555" })} reset={reset} />);
    expect(screen.getByRole("heading", { level: 1, name: "We couldn’t load this order" })).toBeVisible();
    expect(screen.getByText("Something went wrong while reading your order. Please try again in a moment.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Your orders" })).toHaveAttribute("href", "/profile");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByText("555")).toHaveClass("select-all");
    quiet.mockRestore();
  });

  it("any other page says so in general words and leads home", () => {
    const quiet = jest.spyOn(console, "error").mockImplementation(() => {});
    render(<StoreErrorView error={new Error("render failed")} reset={jest.fn()} />);
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    expect(screen.getByText("We couldn’t load this page just now. Please try again in a moment.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Go home" })).toHaveAttribute("href", "/");
    quiet.mockRestore();
  });
});
