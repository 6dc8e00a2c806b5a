import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "@/components/ui/toast";
import { LoginForm } from "@/components/account/login-form";
import { SignupForm } from "@/components/account/signup-form";
import { fakeFetch } from "./cart-api-mock";

const mockRouter = { push: jest.fn(), refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("@/components/ui/toast", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

beforeAll(() => {
  // Radix's checkbox measures itself; jsdom has no ResizeObserver.
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

describe("LoginForm", () => {
  it("has Username, Password with a show/hide toggle, 'Remember me' checked, LOG IN and 'Create a new account'", () => {
    render(<LoginForm />);
    expect(screen.getByLabelText("Username")).toBeRequired();
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("type", "password");
    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    fireEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password).toHaveAttribute("type", "password");
    expect(screen.getByRole("checkbox", { name: "Remember me" })).toBeChecked();
    expect(screen.getByRole("button", { name: "LOG IN" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create a new account" })).toHaveAttribute("href", "/signup");
  });

  it("shows 'Login failed. Check your credentials.' and stays on the page", async () => {
    fakeFetch({
      "POST /auth/login": () => ({ status: 401, body: { detail: "Invalid username or password" } }),
    });
    render(<LoginForm />);
    type("Username", "alice");
    type("Password", "wrong");
    fireEvent.click(screen.getByRole("button", { name: "LOG IN" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Login failed. Check your credentials.");
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "LOG IN" })).toBeEnabled();
  });

  it("signs in with 'Remember me' as chosen and returns to the page that asked", async () => {
    const { calls } = fakeFetch({
      "POST /auth/login": () => ({ body: { role: "customer", username: "alice", token: "t" } }),
    });
    render(<LoginForm callbackUrl="/checkout" />);
    type("Username", "alice");
    type("Password", "alice1234");
    fireEvent.click(screen.getByRole("checkbox", { name: "Remember me" }));
    fireEvent.click(screen.getByRole("button", { name: "LOG IN" }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith("/checkout"));
    expect(calls[0]).toEqual({
      method: "POST",
      path: "/auth/login",
      body: { username: "alice", password: "alice1234", remember: false },
    });
  });
});

describe("SignupForm", () => {
  function fill(overrides: Record<string, string> = {}) {
    const values = {
      Username: "newbie",
      "First Name": "New",
      "Last Name": "Bie",
      Phone: "0400 000 000",
      Email: "newbie@example.com",
      Password: "plum-orbit-ladder-42",
      "Confirm Password": "plum-orbit-ladder-42",
      ...overrides,
    };
    for (const [label, value] of Object.entries(values)) type(new RegExp(`^${label}$`), value);
  }

  it("has every field with its type, the 'Already a member?' link, and Create", () => {
    render(<SignupForm />);
    expect(screen.getByLabelText("Phone")).toHaveAttribute("type", "tel");
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    for (const label of [
      "Username",
      "First Name",
      "Last Name",
      "Phone",
      "Email",
      "Password",
      "Confirm Password",
    ]) {
      expect(screen.getByLabelText(new RegExp(`^${label}$`))).toBeRequired();
    }
    expect(screen.getByRole("link", { name: "Already a member?" })).toHaveAttribute("href", "/login");
  });

  it("toasts 'Passwords do not match' and sends nothing", () => {
    const { fetchMock } = fakeFetch({});
    render(<SignupForm />);
    fill({ "Confirm Password": "different1" });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(toast.error).toHaveBeenCalledWith("Passwords do not match");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("flags a taken username from the server's 409, disabling Create until the name changes", async () => {
    fakeFetch({ "POST /auth/signup": () => ({ status: 409, body: { detail: "Username already exists" } }) });
    render(<SignupForm />);
    fill();
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Username already exists", { selector: "p" })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("Username already exists");
    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Create" })).toBeDisabled();
    type("Username", "newbie2");
    expect(screen.getByRole("button", { name: "Create" })).toBeEnabled();
  });

  it("toasts the server's detail, or 'Signup failed' without one", async () => {
    fakeFetch({
      "POST /auth/signup": () => ({
        status: 400,
        body: { detail: "password: Password is too common or too easy to guess: try a few unrelated words" },
      }),
    });
    const { unmount } = render(<SignupForm />);
    fill();
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("password: Password is too common or too easy to guess: try a few unrelated words"));
    unmount();
    fakeFetch({ "POST /auth/signup": () => ({ status: 502, body: "<html>" }) });
    render(<SignupForm />);
    fill();
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Signup failed"));
  });

  it("sends role customer, toasts 'Account created successfully' and goes home", async () => {
    const { calls } = fakeFetch({
      "POST /auth/signup": () => ({
        status: 201,
        body: { role: "customer", username: "newbie", token: "t" },
      }),
    });
    render(<SignupForm />);
    fill();
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith("/"));
    expect(toast.success).toHaveBeenCalledWith("Account created successfully");
    expect(calls[0].body).toEqual({
      username: "newbie",
      firstName: "New",
      lastName: "Bie",
      phone: "0400 000 000",
      email: "newbie@example.com",
      password: "plum-orbit-ladder-42",
      role: "customer",
    });
  });
});
