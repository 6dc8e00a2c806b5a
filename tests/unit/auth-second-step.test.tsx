import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { LoginForm } from "@/components/account/login-form";
import { TICKET_INVALID } from "@/lib/two-step/contract";
import { fakeFetch } from "./cart-api-mock";

const mockRouter = { push: jest.fn(), refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("@/components/ui/toast", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const askedForSecondStep = (methods: string[]) => () => ({
  status: 401,
  body: {
    detail: "Enter the second step of your sign-in",
    secondStep: { ticket: "T".repeat(43), methods, expiresInSeconds: 300 },
  },
});

async function passwordStep() {
  render(<LoginForm callbackUrl="/profile" />);
  type("Username", "alice");
  type("Password", "plum-orbit-ladder-42");
  fireEvent.click(screen.getByRole("button", { name: "LOG IN" }));
  await screen.findByRole("heading", { name: "Two-step sign-in" });
}

describe("the login form's second step", () => {
  it("asks for the app code (one-time-code, focused), sends it with the ticket and then signs in", async () => {
    const { calls } = fakeFetch({
      "POST /auth/login": askedForSecondStep(["totp", "recovery"]),
      "POST /auth/login/second-step": () => ({ body: { role: "customer", username: "alice", token: "t" } }),
    });
    await passwordStep();
    const field = screen.getByLabelText("Authentication code");
    expect(field).toHaveAttribute("autocomplete", "one-time-code");
    expect(field).toHaveAttribute("inputmode", "numeric");
    expect(field).toHaveFocus();
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Use a passkey" })).toBeNull();
    fireEvent.change(field, { target: { value: "123 456" } });
    fireEvent.click(screen.getByRole("button", { name: "VERIFY" }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith("/profile"));
    expect(calls.find((call) => call.path === "/auth/login/second-step")?.body).toEqual({
      ticket: "T".repeat(43),
      method: "totp",
      code: "123 456",
    });
  });

  it("shows a wrong code's message and keeps the step; switches to a recovery code", async () => {
    const { calls } = fakeFetch({
      "POST /auth/login": askedForSecondStep(["totp", "recovery", "passkey"]),
      "POST /auth/login/second-step": (body) =>
        (body as { method: string }).method === "totp"
          ? { status: 401, body: { detail: "That code is not right, or was already used" } }
          : { body: { role: "customer", username: "alice", token: "t" } },
    });
    await passwordStep();
    type("Authentication code", "000000");
    fireEvent.click(screen.getByRole("button", { name: "VERIFY" }));
    expect(await screen.findByText("That code is not right, or was already used")).toHaveAttribute(
      "role",
      "alert",
    );
    expect(screen.getByRole("button", { name: "VERIFY" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Use a passkey" })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Use a recovery code" }));
    expect(screen.queryByRole("alert")).toBeNull();
    type("Recovery code", "abcde-fghij");
    fireEvent.click(screen.getByRole("button", { name: "VERIFY" }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalled());
    expect(calls.filter((call) => call.path === "/auth/login/second-step").at(-1)?.body).toMatchObject({
      method: "recovery",
      code: "abcde-fghij",
    });
  });

  it("goes back to the password, with why, when the ticket has died", async () => {
    fakeFetch({
      "POST /auth/login": askedForSecondStep(["totp"]),
      "POST /auth/login/second-step": () => ({ status: 401, body: { detail: TICKET_INVALID } }),
    });
    await passwordStep();
    type("Authentication code", "123456");
    fireEvent.click(screen.getByRole("button", { name: "VERIFY" }));
    expect(await screen.findByText(TICKET_INVALID)).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveValue("");
    expect(screen.getByRole("button", { name: "LOG IN" })).toBeEnabled();
  });

  it("a passkey-only account is offered its passkey; 'Start over' returns to the password", async () => {
    fakeFetch({ "POST /auth/login": askedForSecondStep(["passkey"]) });
    await passwordStep();
    expect(screen.getByRole("button", { name: "Continue with your passkey" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Authentication code")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Start over" }));
    expect(screen.getByRole("button", { name: "LOG IN" })).toBeInTheDocument();
  });
});
