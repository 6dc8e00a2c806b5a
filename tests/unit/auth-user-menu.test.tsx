import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { UserMenu } from "@/components/account/user-menu";
import { GUEST_CART_KEY } from "@/components/cart/guest-storage";
import { fakeFetch } from "./cart-api-mock";

const mockSession: { status: string; data: unknown } = { status: "unauthenticated", data: null };
jest.mock("@/components/account/use-session-state", () => ({ useSessionState: () => mockSession }));
const mockRouter = { push: jest.fn(), refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));

function renderMenu() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <UserMenu />
    </QueryClientProvider>,
  );
}

/** The menu's code loads once someone is signed in; until then a placeholder avatar shows. */
async function openMenu() {
  const trigger = await screen.findByRole("button", { name: "Account menu for alice", expanded: false });
  fireEvent.keyDown(trigger, { key: "Enter" });
}

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  mockSession.status = "unauthenticated";
  mockSession.data = null;
});

describe("UserMenu", () => {
  it("offers Login and Sign up when signed out", () => {
    renderMenu();
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
  });

  describe("signed in", () => {
    beforeEach(() => {
      mockSession.status = "authenticated";
      mockSession.data = { user: { id: 1, username: "alice", role: "customer" } };
    });

    it("shows an avatar with the name's first letter and a menu with Profile and Logout", async () => {
      fakeFetch({ "GET /api/cart": () => ({ body: [] }) });
      renderMenu();
      expect(screen.getByRole("button", { name: "Account menu for alice" })).toHaveTextContent("a");
      await openMenu();
      expect(screen.getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/profile");
      expect(screen.getByRole("menuitem", { name: "Logout" })).toBeInTheDocument();
    });

    it("logs out: DELETE /auth/logout, the cart cleared, then home", async () => {
      window.localStorage.setItem(GUEST_CART_KEY, "[]");
      const { calls } = fakeFetch({ "DELETE /auth/logout": () => ({ body: { detail: "Signed out" } }) });
      renderMenu();
      await openMenu();
      fireEvent.click(screen.getByRole("menuitem", { name: "Logout" }));
      await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith("/"));
      expect(calls).toContainEqual({ method: "DELETE", path: "/auth/logout", body: undefined });
      expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    });

    it("only logs a failed logout, staying signed in where it is", async () => {
      const logged = jest.spyOn(console, "error").mockImplementation(() => {});
      fakeFetch({ "DELETE /auth/logout": () => ({ status: 500 }) });
      renderMenu();
      await openMenu();
      fireEvent.click(screen.getByRole("menuitem", { name: "Logout" }));
      await waitFor(() => expect(logged).toHaveBeenCalledWith("Logout failed", expect.anything()));
      expect(mockRouter.push).not.toHaveBeenCalled();
      logged.mockRestore();
    });
  });
});
