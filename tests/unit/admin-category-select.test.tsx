import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { categoryOptions, type CategoryNode } from "@/components/admin/products/admin-api";
import { CategorySelect } from "@/components/admin/products/category-select";
import { moveImage, uploadProblem } from "@/components/admin/edit/image-order";

const leaf = (name: string, internalName: string): CategoryNode => ({ name, internalName, children: [] });
// Women's and Men's branches share their children's names, as the demo shop's do.
const tree: CategoryNode[] = [
  { name: "Women", internalName: "women", children: [{ name: "Tops", internalName: "women-tops", children: [leaf("T-Shirts", "women-tops-t-shirts")] }] },
  { name: "Men", internalName: "men", children: [{ name: "Tops", internalName: "men-tops", children: [leaf("T-Shirts", "men-tops-t-shirts")] }] },
];

function Harness() {
  const [value, setValue] = useState("");
  return (
    <>
      <label htmlFor="category">Category</label>
      <CategorySelect id="category" categories={categoryOptions(tree)} value={value} onChange={setValue} emptyLabel="All categories" />
    </>
  );
}

describe("the admin's category select", () => {
  it("labels each option with the category's name, grouped under its top-level category", () => {
    render(<Harness />);
    const select = screen.getByRole("combobox", { name: "Category" });
    const women = within(select).getByRole("group", { name: "Women" });
    const men = within(select).getByRole("group", { name: "Men" });
    const names = (group: HTMLElement) => within(group).getAllByRole("option").map((option) => option.textContent?.trim());
    expect(names(women)).toEqual(["Women", "Tops", "T-Shirts"]);
    expect(names(men)).toEqual(["Men", "Tops", "T-Shirts"]);
    expect(within(men).getAllByRole("option").map((option) => (option as HTMLOptionElement).value)).toEqual([
      "men",
      "men-tops",
      "men-tops-t-shirts",
    ]);
  });

  it("shows the chosen category's whole path beside the closed list, as its description", async () => {
    render(<Harness />);
    const select = screen.getByRole("combobox", { name: "Category" });
    expect(select).not.toHaveAttribute("aria-describedby");
    await userEvent.selectOptions(select, "men-tops-t-shirts");
    expect(select).toHaveAccessibleDescription("Chosen category: Men › Tops › T-Shirts");
    await userEvent.selectOptions(select, "women-tops");
    expect(select).toHaveAccessibleDescription("Chosen category: Women › Tops");
  });
});

describe("the images panel's rules", () => {
  it("moves an image up or down, and leaves the list as it is at either end", () => {
    expect(moveImage(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveImage(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveImage(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveImage(["a", "b"], 1, 1)).toEqual(["a", "b"]);
  });

  it("refuses a fifth image and a file over 10 MB before sending anything", () => {
    expect(uploadProblem(3, [{ name: "a.png", size: 1 }])).toBeNull();
    expect(uploadProblem(3, [{ name: "a.png", size: 1 }, { name: "b.png", size: 1 }])).toBe(
      "A product has at most 4 images: remove one before adding more.",
    );
    expect(uploadProblem(0, [{ name: "huge.jpg", size: 10 * 1024 * 1024 + 1 }])).toBe(
      "huge.jpg is larger than 10 MB (up to 4 images of 10 MB each).",
    );
  });
});
