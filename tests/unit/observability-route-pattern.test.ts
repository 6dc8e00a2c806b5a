import { routeMatcher, UNMATCHED_ROUTE } from "@/lib/observability/route-pattern";

// The shape Next writes to .next/routes-manifest.json.
const routeOf = routeMatcher(
  {
    staticRoutes: [
      { page: "/", regex: "^/(?:/)?$" },
      { page: "/api/health", regex: "^/api/health(?:/)?$" },
    ],
    dynamicRoutes: [
      { page: "/api/product/[id]", regex: "^/api/product/([^/]+?)(?:/)?$" },
      { page: "/api/product/[id]/related", regex: "^/api/product/([^/]+?)/related(?:/)?$" },
      { page: "/uploads/[...path]", regex: "^/uploads/(.+?)(?:/)?$" },
    ],
  },
  ["images", "robots-extra.txt"],
  ["/products"],
);

describe("routeMatcher", () => {
  it("names a request by the route that serves it, whatever its query or trailing slash", () => {
    expect(routeOf("/")).toBe("/");
    expect(routeOf("/api/health?probe=1")).toBe("/api/health");
    expect(routeOf("/api/health/")).toBe("/api/health");
    expect(routeOf("/api/product/blue-shirt")).toBe("/api/product/[id]");
    expect(routeOf("/api/product/42/related")).toBe("/api/product/[id]/related");
    expect(routeOf("/uploads/products/1/a.webp")).toBe("/uploads/[...path]");
  });

  it("names a list page by the address shoppers use, not the cached page the proxy rewrites it to", () => {
    expect(routeOf("/products?categories=women&page=3")).toBe("/products");
  });

  it("keeps the number of names bounded: Next's and public files by folder, everything else as one name", () => {
    expect(routeOf("/_next/static/chunks/abc123.js")).toBe("/_next/static");
    expect(routeOf("/_next/image?url=%2Fuploads%2Fa.webp&w=640")).toBe("/_next/image");
    expect(routeOf("/images/og.png")).toBe("/images");
    expect(routeOf("/robots-extra.txt")).toBe("/robots-extra.txt");
    expect(routeOf("/wp-login.php")).toBe(UNMATCHED_ROUTE);
    expect(routeOf("/api/product/1/2/3/4")).toBe(UNMATCHED_ROUTE);
  });
});
