/** @jest-environment node */
import { readBoolean, readLocations, readText, textCell } from "@/lib/catalog/csv/cells";
import { planImport, productKey, type CatalogueSnapshot } from "@/lib/catalog/csv/plan";
import { readCsvFile } from "@/lib/catalog/csv/rows";

const HEADER = "product,description,category,featured,locations,sku,price,stock,variation:Size";

function snapshot(): CatalogueSnapshot {
  return {
    categories: new Map([
      [
        "tees",
        {
          id: 1,
          internalName: "tees",
          types: [{ name: "Size", values: [{ id: 10, value: "S" }, { id: 11, value: "M" }] }],
        },
      ],
    ]),
    itemsBySku: new Map([
      ["TEE-S", { id: 100, productId: 7, sku: "TEE-S", priceMinor: 2000, stock: 4, retired: false, values: new Map([["Size", "S"]]) }],
    ]),
    productsById: new Map([
      [
        7,
        {
          id: 7,
          name: "Tee",
          description: "Plain",
          featured: false,
          archived: false,
          category: "tees",
          locations: ["AU"],
          combinations: new Set(["10"]),
          itemCount: 1,
        },
      ],
    ]),
    productsByName: new Map([[productKey("Tee", "tees"), 7]]),
  };
}

const plan = (lines: string[]) => planImport(readCsvFile([HEADER, ...lines].join("\n")).rows, snapshot());

describe("CSV cells", () => {
  it("reads back what it writes: formulas kept as text, locations, booleans", () => {
    for (const text of ["=SUM(A1)", "+61", "-sale", "@home", "Plain tee", "'quoted"]) expect(readText(textCell(text))).toBe(text);
    expect(textCell("=1+1")).toBe("'=1+1");
    expect(readLocations("au; us|CA  fr")).toEqual(["AU", "US", "CA", "FR"]);
    expect([readBoolean("TRUE"), readBoolean(""), readBoolean("no"), readBoolean("maybe")]).toEqual([true, false, false, undefined]);
  });
});

describe("reading a file", () => {
  it("reads quoted cells, a byte-order mark and a spaced variation column", () => {
    const file = readCsvFile(`\uFEFFproduct,category,sku,price,stock,variation: Size\n"Tee, long",tees,TEE-L,"12.5",3,"M"\n`);
    expect(file.variationTypes).toEqual(["Size"]);
    expect(file.rows[0]).toMatchObject({ row: 2, product: "Tee, long", sku: "TEE-L", price: { minor: 1250 }, stock: 3 });
    expect(file.rows[0].variations.get("Size")).toBe("M");
    expect(file.rows[0].description).toBeUndefined();
  });

  it("names each field's problem with the product schemas' own words", () => {
    const rows = readCsvFile(
      [HEADER, "Tee,Plain,tees,maybe,AU,TEE-S,,2.5,S", "Tee,Plain,tees,false,AU,TEE-S,0,1,S", "Tee,Plain,tees,false,AU,TEE-S,1.234,1,S"].join("\n"),
    ).rows;
    expect(rows[0].problem).toBe("price: is required; stock: must be a whole number; featured: must be true or false");
    expect(rows[1].problem).toBe("price: must be more than 0");
    expect(rows[2].problem).toBe("price: must have at most 2 decimals");
  });

  it("refuses a header it cannot use", () => {
    expect(() => readCsvFile("product,sku,sku,category,price,stock\nA,B,C,D,1,1")).toThrow("A column appears twice in the header");
    expect(() => readCsvFile("product,category,sku,price\nA,B,C,1")).toThrow("Missing column: stock");
  });
});

describe("planning an import", () => {
  it("updates, leaves unchanged and creates by SKU, with each change before and after", () => {
    const result = plan([
      "Tee,Plain,tees,false,AU,TEE-S,20.00,9,S",
      "Tee,Plain,tees,false,AU,TEE-M,22,1,m",
    ]);
    expect(result.rows.map((row) => row.action)).toEqual(["update", "create"]);
    expect(result.rows[0].changes).toEqual([{ field: "stock", before: "4", after: "9" }]);
    expect(result.itemUpdates).toEqual([
      { itemId: 100, productId: 7, sku: "TEE-S", before: { priceMinor: 2000, stock: 4 }, after: { priceMinor: 2000, stock: 9 } },
    ]);
    // An unknown SKU with a known product's name and category joins that product.
    expect(result.newItems).toEqual([{ productId: 7, row: 3, sku: "TEE-M", priceMinor: 2200, stock: 1, valueIds: [11] }]);
    expect(plan(["Tee,Plain,tees,false,AU,TEE-S,20,4,S"]).rows[0].action).toBe("unchanged");
  });

  it("groups a new product's rows by name and category, priced at its lowest item", () => {
    const result = plan(["Polo,Collared,tees,true,AU US,POLO-S,30,1,S", "Polo,Collared,tees,true,AU US,POLO-M,28,1,M"]);
    expect(result.newProducts).toEqual([
      expect.objectContaining({ name: "Polo", priceMinor: 2800, featured: true, locations: ["AU", "US"], categoryId: 1 }),
    ]);
    expect(result.newProducts[0].items.map((item) => item.sku)).toEqual(["POLO-S", "POLO-M"]);
  });

  it("refuses rows of one product that disagree, a new product without its required fields, and a repeated combination", () => {
    const result = plan([
      "Polo,Collared,tees,true,AU,POLO-S,30,1,S",
      "Polo,Different,tees,true,AU,POLO-M,28,1,M",
      "Henley,,tees,false,AU,HEN-S,30,1,S",
      "Tee,Plain,tees,false,AU,TEE-S2,20,1,S",
    ]);
    expect(result.rows.map((row) => row.reason)).toEqual([
      undefined,
      "description: differs from row 2 of the same product",
      "description: is required",
      "variation: the product already has an item with these variation values",
    ]);
  });

  it("renames a product through any of its SKUs and reports it once", () => {
    const result = plan(["Tee Classic,Plain,tees,false,AU,TEE-S,20,4,S"]);
    expect(result.rows[0]).toMatchObject({ action: "update", changes: [{ field: "product", before: "Tee", after: "Tee Classic" }] });
    expect(result.productUpdates).toEqual([{ productId: 7, name: "Tee", before: { name: "Tee" }, after: { name: "Tee Classic" } }]);
  });
});
