"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/components/http/api-error-message";
import type { AdminCategory } from "@/lib/catalog/contract/categories";
import { MAX_CATEGORY_NAME } from "@/lib/catalog/contract/constants";
import { categoryHref } from "@/lib/catalog/url/list-state";
import { CategorySelect } from "../products/category-select";
import {
  categoryOptions,
  deleteCategory,
  refreshCategories,
  subtreeNames,
  updateCategory,
} from "./categories-api";
import { CategoryVariations } from "./category-variations";
import { NameForm } from "./name-form";

function MoveForm({ category, tree }: { category: AdminCategory; tree: AdminCategory[] }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [parent, setParent] = useState(category.parentCategory ?? "");
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Never under itself or its own subcategories: the server refuses those too.
  const inside = new Set(subtreeNames(category));
  const options = categoryOptions(tree).filter((option) => !inside.has(option.internalName));
  const move = async () => {
    setSaving(true);
    setProblem(null);
    try {
      await updateCategory(category.internalName, { parent: parent || null });
      toast.success(`${category.name} moved`);
      await refreshCategories(queryClient);
    } catch (error) {
      setProblem(apiErrorMessage(error, "The category could not be moved"));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-40 flex-1">
          <Label htmlFor={`${id}-parent`}>Parent category</Label>
          <CategorySelect
            id={`${id}-parent`}
            categories={options}
            value={parent}
            onChange={setParent}
            emptyLabel="None (top level)"
          />
        </div>
        <Button onClick={() => void move()} disabled={saving || parent === (category.parentCategory ?? "")}>
          {saving && <Spinner />}
          Move
        </Button>
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
    </div>
  );
}

function DeleteButton({ category, onDeleted }: { category: AdminCategory; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await deleteCategory(category.internalName);
      toast.success(`${category.name} deleted`);
      setOpen(false);
      onDeleted();
      await refreshCategories(queryClient);
    } catch (error) {
      setProblem(apiErrorMessage(error, "The category could not be deleted"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setProblem(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" className="text-red-700">
          Delete category
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete {category.name}?</DialogTitle>
        <DialogDescription className="mt-1">
          Only a category without subcategories and without products (archived ones count) can be deleted. Its
          variation types go with it.
        </DialogDescription>
        {problem && (
          <Alert tone="error" className="mt-4">
            {problem}
          </Alert>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <DialogPrimitive.Close asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogPrimitive.Close>
          <Button variant="danger" onClick={() => void remove()} disabled={busy}>
            {busy && <Spinner />}
            Delete
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** One category: rename (its address stays), move, delete, and its variations. */
export function CategoryDetail({
  category,
  tree,
  onOpen,
  onDeleted,
}: {
  category: AdminCategory;
  tree: AdminCategory[];
  onOpen: (internalName: string) => void;
  onDeleted: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const href = categoryHref(category.internalName);
  return (
    <div className="space-y-6">
      <CardSection
        title={category.name}
        headingId={`${id}-title`}
        headingSize="base"
        raised
        className="space-y-4 p-5"
      >
        <p className="text-sm text-neutral-600">
          Address{" "}
          <Link href={href} className="font-mono text-brand-700 hover:underline">
            {href}
          </Link>
          : it stays the same when the category is renamed or moved. {category.products} on sale,{" "}
          {category.archivedProducts} archived.
        </p>
        <NameForm
          key={category.name}
          label="Name"
          initial={category.name}
          submitLabel="Rename"
          maxLength={MAX_CATEGORY_NAME}
          failure="The category could not be renamed"
          onSave={async (name) => {
            await updateCategory(category.internalName, { name });
            toast.success(`Renamed to ${name}`);
            await refreshCategories(queryClient);
          }}
        />
        <MoveForm key={category.parentCategory} category={category} tree={tree} />
        <DeleteButton category={category} onDeleted={onDeleted} />
      </CardSection>
      <CardSection
        title="Variations"
        headingId={`${id}-variations`}
        headingSize="base"
        raised
        className="space-y-4 p-5"
      >
        <CategoryVariations internalName={category.internalName} onOpen={onOpen} />
      </CardSection>
    </div>
  );
}
