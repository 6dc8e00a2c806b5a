import { fireEvent, render, screen } from "@testing-library/react";
import { SubscribeForm } from "@/components/store/footer/subscribe-form";
import { toast } from "@/components/ui/toast";

jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

describe("SubscribeForm", () => {
  it("labels its email field, and on submit clears it and thanks the shopper", () => {
    render(<SubscribeForm />);
    const field = screen.getByRole("textbox", { name: "Subscribe to Us" });
    expect(field).toHaveAttribute("type", "email");
    fireEvent.change(field, { target: { value: "shopper@example.com" } });
    fireEvent.submit(field.closest("form") as HTMLFormElement);
    expect(field).toHaveValue("");
    expect(toast.success).toHaveBeenCalledWith("Thanks for subscribing!");
  });
});
