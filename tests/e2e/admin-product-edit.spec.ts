import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { logInAsAdmin } from "./admin-helpers";
import { createSpecProduct, specProduct } from "./admin-product-helpers";
import { MAX_PRODUCT_UPLOAD_BYTES } from "../../lib/catalog/contract/constants";

async function png(r: number, g: number, b: number): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 750, channels: 3, background: { r, g, b } } }).png().toBuffer();
}

test("the admin adds, reorders and removes images, and moves the product to another category only where its items fit", async ({
  page,
}) => {
  const name = `Gallery Crew Tee ${Date.now().toString(36)}`;
  await logInAsAdmin(page);
  const id = await createSpecProduct(page, name);
  await page.goto(`/admin/product/management/${id}`);
  const images = page.getByRole("region", { name: "Images" });
  await expect(images.getByText("No images available")).toBeVisible();

  // Add two images at once; they are stored and shown in upload order.
  await images.getByLabel("Add images").setInputFiles([
    { name: "red.png", mimeType: "image/png", buffer: await png(200, 30, 30) },
    { name: "blue.png", mimeType: "image/png", buffer: await png(30, 30, 200) },
  ]);
  await expect(page.getByText("2 images added")).toBeVisible();
  const list = images.getByRole("list", { name: `Images of ${name}, in order` });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  const firstBefore = await page.request.get(`/api/product/${id}`).then((response) => response.json());

  // Move the second image first, save: the storefront's first image follows.
  await images.getByRole("button", { name: "Move image 2 up" }).click();
  await images.getByRole("button", { name: "Save images" }).click();
  await expect(page.getByText("Images saved")).toBeVisible();
  const reordered = await page.request.get(`/api/product/${id}`).then((response) => response.json());
  expect(reordered.images).toEqual([firstBefore.images[1], firstBefore.images[0]]);

  // Remove one.
  await images.getByRole("button", { name: "Remove image 2" }).click();
  await images.getByRole("button", { name: "Save images" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect.poll(async () => (await (await page.request.get(`/api/product/${id}`)).json()).images).toEqual([
    firstBefore.images[1],
  ]);

  // A category whose variations the items lack is refused, naming why; a fitting one is taken.
  const placement = page.getByRole("form", { name: "Category and locations" });
  const category = placement.getByLabel("Category");
  await category.selectOption("accessories-bags-totes");
  await placement.getByRole("button", { name: "Save category and locations" }).click();
  await expect(placement.getByRole("alert")).toContainText("has a Size, which accessories-bags-totes does not offer");
  await category.selectOption("men-tops-t-shirts");
  await expect(category).toHaveAccessibleDescription("Chosen category: Men › Tops › T-Shirts");
  await placement.getByRole("checkbox", { name: "Canada" }).check();
  await placement.getByRole("button", { name: "Save category and locations" }).click();
  await expect(page.getByText("Category and locations saved")).toBeVisible();

  await page.goto(`/products?categories=men-tops-t-shirts&location=CA`);
  await expect(page.getByRole("main").getByRole("article").filter({ hasText: name })).toHaveCount(1);
});

test("a product with four images of nearly 10 MB each is accepted through the server; more answers 413 naming the limit", async ({
  page,
}) => {
  await logInAsAdmin(page);
  const side = 1780; // raw noise, stored uncompressed: a PNG just under 10 MB
  const noise = Buffer.alloc(side * side * 3);
  for (let index = 0; index < noise.length; index++) noise[index] = (index * 7919) & 0xff;
  const big = await sharp(noise, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  expect(big.byteLength).toBeGreaterThan(9 * 1024 * 1024);
  expect(big.byteLength).toBeLessThanOrEqual(10 * 1024 * 1024);

  const product = await specProduct(page.request, `Heavy Gallery Tee ${Date.now().toString(36)}`);
  const form = new FormData();
  form.set("product", JSON.stringify(product));
  for (let n = 1; n <= 4; n++) form.append("images", new File([new Uint8Array(big)], `big-${n}.png`, { type: "image/png" }));
  // About 38 MB in one request: Next's proxy cut such bodies at 10 MB before next.config raised it.
  const accepted = await page.request.post("/api/product", { multipart: form, timeout: 120_000 });
  expect(accepted.status()).toBe(201);
  expect(((await accepted.json()) as { images: string[] }).images).toHaveLength(4);

  const tooLarge = await page.request.post("/api/product", {
    headers: { "content-type": "application/octet-stream" },
    data: Buffer.alloc(MAX_PRODUCT_UPLOAD_BYTES + 1),
  });
  expect(tooLarge.status()).toBe(413);
  expect((await tooLarge.json()).detail).toContain("at most 41 MB: up to 4 images of 10 MB each");
});
