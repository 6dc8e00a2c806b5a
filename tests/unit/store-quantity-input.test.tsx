import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { QuantityInput, clampQuantity } from "@/components/ui/quantity-input";
import { MAX_QUANTITY, MIN_QUANTITY } from "@/lib/cart/limits";

function Harness({ initial = 1, onValue }: { initial?: number; onValue?: (value: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityInput
      value={value}
      min={MIN_QUANTITY}
      max={MAX_QUANTITY}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const field = () => screen.getByRole("spinbutton", { name: "Quantity" });

describe("clampQuantity", () => {
  it("keeps digits only and clamps to the bounds", () => {
    expect(clampQuantity("5", 1, 99)).toBe(5);
    expect(clampQuantity("0", 1, 99)).toBe(1);
    expect(clampQuantity("150", 1, 99)).toBe(99);
    expect(clampQuantity("-3", 1, 99)).toBe(3);
    expect(clampQuantity("1.5", 1, 99)).toBe(15);
    expect(clampQuantity("", 1, 99)).toBeNull();
    expect(clampQuantity("e", 1, 99)).toBeNull();
  });
});

describe("QuantityInput", () => {
  it("is a number field from 1 to 99", () => {
    render(<Harness />);
    expect(field()).toHaveAttribute("min", "1");
    expect(field()).toHaveAttribute("max", "99");
    expect(field()).toHaveValue(1);
  });

  it.each(["e", "E", "+", "-", "."])("blocks the %s key", (key) => {
    render(<Harness />);
    const event = fireEvent.keyDown(field(), { key });
    expect(event).toBe(false); // default prevented
  });

  it("lets digits through", () => {
    render(<Harness />);
    expect(fireEvent.keyDown(field(), { key: "7" })).toBe(true);
  });

  it("clamps typed values to 99 and to 1", async () => {
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    fireEvent.change(field(), { target: { value: "250" } });
    expect(field()).toHaveValue(99);
    expect(onValue).toHaveBeenLastCalledWith(99);
    fireEvent.change(field(), { target: { value: "0" } });
    expect(field()).toHaveValue(1);
    expect(onValue).toHaveBeenLastCalledWith(1);
  });

  it("returns an emptied field to 1 when it loses focus", () => {
    render(<Harness initial={4} />);
    fireEvent.change(field(), { target: { value: "" } });
    expect(field()).toHaveValue(null);
    fireEvent.blur(field());
    expect(field()).toHaveValue(1);
  });

  it("steps with the minus and plus buttons within the bounds", async () => {
    const user = userEvent.setup();
    render(<Harness initial={98} />);
    const plus = screen.getByRole("button", { name: "Increase quantity" });
    await user.click(plus);
    expect(field()).toHaveValue(99);
    expect(plus).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Decrease quantity" }));
    expect(field()).toHaveValue(98);
  });

  it("disables minus at 1", () => {
    render(<Harness initial={1} />);
    expect(screen.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
  });

  it("ignores typed letters", async () => {
    const user = userEvent.setup();
    render(<Harness initial={3} />);
    await user.type(field(), "e");
    expect(field()).toHaveValue(3);
  });
});
