"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { MAX_CATEGORY_NAME } from "@/lib/catalog/contract/constants";
import type { CategoryOption } from "../products/admin-api";
import { CategorySelect } from "../products/category-select";
import { createCategory } from "./add-product-api";

/** 'Add Category': creates a category (a name, under an optional parent) and selects it. */
export function AddCategoryDialog({
  categories,
  onCreated,
}: {
  categories: CategoryOption[];
  onCreated: (internalName: string) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [parent, setParent] = useState("");
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    try {
      const created = await createCategory({ name: name.trim(), ...(parent ? { parent } : {}) });
      onCreated(created.internalName);
      setOpen(false);
      setName("");
      setParent("");
    } catch (error) {
      setProblem(apiErrorMessage(error, "The category could not be created"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">Add Category</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogPrimitive.Title className="text-lg font-semibold">Add Category</DialogPrimitive.Title>
        <DialogPrimitive.Description className="mt-1 text-sm text-neutral-600">
          A new category takes the variations of its parent.
        </DialogPrimitive.Description>
        <form onSubmit={submit} className="mt-4 space-y-4">
          <TextField
            id={`${id}-name`}
            label="Category name"
            required
            maxLength={MAX_CATEGORY_NAME}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <div>
            <Label htmlFor={`${id}-parent`}>Parent category</Label>
            <CategorySelect
              id={`${id}-parent`}
              categories={categories}
              value={parent}
              onChange={setParent}
              emptyLabel="None (top level)"
            />
          </div>
          {problem && <Alert tone="error">{problem}</Alert>}
          <div className="flex justify-end gap-2">
            <DialogPrimitive.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogPrimitive.Close>
            <Button type="submit" disabled={saving || !name.trim()}>
              {saving && <Spinner />}
              Create category
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
