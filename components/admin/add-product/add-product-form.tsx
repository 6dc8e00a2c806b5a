"use client";

import * as Tabs from "@radix-ui/react-tabs";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { cn } from "@/components/ui/cn";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { CATEGORY_OPTIONS_KEY, fetchCategoryOptions } from "../products/admin-api";
import { fetchVariationTypes, submitProduct } from "./add-product-api";
import { ProductInfoTab } from "./product-info-tab";
import {
  canAddProduct,
  regenerateRows,
  removeRow,
  restoreRows,
  stockTabEnabled,
  type ProductInfo,
  type Selection,
  type StockRow,
} from "./product-rules";
import { StockTab } from "./stock-tab";
import { withQueryScope } from "@/components/query/query-scope";

const EMPTY: ProductInfo = { name: "", description: "", category: "", location: "", price: "", featured: "" };
// Add-product notices appear bottom-centre and close after 3 s.
const placement = { position: "bottom-center", duration: 3000 } as const;
const tabClasses =
  "rounded-t-lg border-b-2 px-4 py-2 text-sm font-medium data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 data-[state=inactive]:border-transparent data-[state=inactive]:text-neutral-600 disabled:opacity-50";

/** Add Product: 'Product Information', then 'Stock Information' with one row per variation combination. */
function AddProductFormContent() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState("info");
  const [info, setInfo] = useState<ProductInfo>(EMPTY);
  const [discount, setDiscount] = useState("");
  const [images, setImages] = useState<File[]>([]);
  const [selection, setSelection] = useState<Selection>({});
  const [stock, setStock] = useState<{ rows: StockRow[]; deleted: StockRow[] }>({ rows: [], deleted: [] });
  const [adding, setAdding] = useState(false);

  const categories = useQuery({
    queryKey: CATEGORY_OPTIONS_KEY,
    queryFn: ({ signal }) => fetchCategoryOptions(signal),
  });
  const types = useQuery({
    queryKey: ["admin", "variations", info.category],
    queryFn: ({ signal }) => fetchVariationTypes(info.category, signal),
    enabled: info.category !== "",
  });
  const stockEnabled = stockTabEnabled(info);
  const typeList = types.data ?? [];
  // With no variation types the product has a single row; it is made as soon as they are known.
  const rows = typeList.length === 0 && types.data ? regenerateRows([], {}, stock.rows, []).rows : stock.rows;

  const changeInfo = (next: ProductInfo) => {
    if (next.category !== info.category) {
      setSelection({});
      setStock({ rows: [], deleted: [] });
    }
    setInfo(next);
  };

  const toggle = (typeName: string, valueId: number) => {
    const current = selection[typeName] ?? [];
    const next = {
      ...selection,
      [typeName]: current.includes(valueId) ? current.filter((id) => id !== valueId) : [...current, valueId],
    };
    setSelection(next);
    setStock((state) => regenerateRows(typeList, next, state.rows, state.deleted));
  };

  const add = async () => {
    setAdding(true);
    try {
      await submitProduct(info, rows, images);
      toast.success("Product added successfully", placement);
      await queryClient.invalidateQueries({ queryKey: ["admin", "products"] });
      router.push("/admin/product/management");
    } catch (error) {
      console.error("Could not add the product", error);
      toast.error(apiErrorMessage(error, "The product could not be added"), placement);
      setAdding(false);
    }
  };

  return (
    <Tabs.Root value={tab} onValueChange={setTab}>
      <Tabs.List aria-label="Add product steps" className="mb-6 flex gap-2 border-b border-neutral-200">
        <Tabs.Trigger value="info" className={tabClasses}>
          Product Information
        </Tabs.Trigger>
        <Tabs.Trigger value="stock" disabled={!stockEnabled} className={cn(tabClasses)}>
          Stock Information
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="info">
        <ProductInfoTab
          info={info}
          onChange={changeInfo}
          discount={discount}
          onDiscountChange={setDiscount}
          images={images}
          onImagesChange={setImages}
          categories={categories.data ?? []}
          onCategoryCreated={(internalName) => {
            void queryClient.invalidateQueries({ queryKey: CATEGORY_OPTIONS_KEY });
            changeInfo({ ...info, category: internalName });
          }}
          onNext={() => setTab("stock")}
        />
      </Tabs.Content>
      <Tabs.Content value="stock">
        <StockTab
          types={types.data}
          typesError={types.isError}
          selection={selection}
          onToggle={toggle}
          rows={rows}
          deleted={stock.deleted}
          onRowChange={(key, patch) =>
            setStock((state) => {
              const base = typeList.length === 0 ? rows : state.rows;
              return { ...state, rows: base.map((row) => (row.key === key ? { ...row, ...patch } : row)) };
            })
          }
          onRemove={(key) => setStock((state) => removeRow(state.rows, state.deleted, key))}
          onRestore={(keys) =>
            setStock((state) => restoreRows(typeList, selection, state.rows, state.deleted, keys))
          }
          canAdd={canAddProduct(typeList, selection, rows)}
          adding={adding}
          onAdd={() => void add()}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** Fetches with TanStack Query, so it brings its own QueryScope. */
export const AddProductForm = withQueryScope(AddProductFormContent);
