"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { Tooltip } from "@/components/ui/tooltip";
import { apiErrorMessage } from "@/components/http/api-error-message";
import type { AdminVariationType, AdminVariationValue } from "@/lib/catalog/contract/categories";
import { MAX_VARIATION_NAME } from "@/lib/catalog/contract/constants";
import {
  addVariationType,
  addVariationValue,
  fetchCategoryVariations,
  refreshCategories,
  removeVariationValue,
  renameVariationType,
  renameVariationValue,
  variationsKey,
} from "./categories-api";
import { NameForm } from "./name-form";

const items = (n: number) => `${n} ${n === 1 ? "item" : "items"}`;

function ValueChip({
  type,
  value,
  onChanged,
}: {
  type: AdminVariationType;
  value: AdminVariationValue;
  onChanged: () => Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  if (editing)
    return (
      <li className="w-full">
        <NameForm
          label={`New name for ${value.value}`}
          initial={value.value}
          submitLabel="Save"
          maxLength={MAX_VARIATION_NAME}
          failure="The value could not be renamed"
          onCancel={() => setEditing(false)}
          onSave={async (text) => {
            await renameVariationValue(type.id, value.id, text);
            toast.success(`${value.value} is now ${text}`);
            setEditing(false);
            await onChanged();
          }}
        />
      </li>
    );
  const remove = async () => {
    setRemoving(true);
    try {
      await removeVariationValue(type.id, value.id);
      toast.success(`${value.value} removed from ${type.name}`);
      await onChanged();
    } catch (error) {
      toast.error(apiErrorMessage(error, `${value.value} could not be removed`));
    } finally {
      setRemoving(false);
    }
  };
  return (
    <li className="flex items-center gap-1 rounded-full border border-neutral-300 bg-white py-0.5 pr-1 pl-3 text-sm">
      <span className="font-medium text-neutral-900">{value.value}</span>
      <span className="text-xs text-neutral-600">({items(value.items)})</span>
      <Tooltip content={`Rename ${value.value}`}>
        <Button
          variant="ghost"
          size="sm"
          className="size-7 px-0"
          aria-label={`Rename ${value.value}`}
          onClick={() => setEditing(true)}
        >
          <Pencil className="size-3.5" aria-hidden="true" />
        </Button>
      </Tooltip>
      <Tooltip
        content={
          value.items > 0 ? `Used by ${items(value.items)}: cannot be removed` : `Remove ${value.value}`
        }
      >
        <Button
          variant="ghost"
          size="sm"
          className="size-7 px-0 text-red-700 hover:bg-red-50"
          aria-label={`Remove ${value.value}`}
          aria-disabled={value.items > 0 || removing}
          onClick={() => (value.items > 0 || removing ? undefined : void remove())}
        >
          <Trash2 className="size-3.5" aria-hidden="true" />
        </Button>
      </Tooltip>
    </li>
  );
}

function TypeCard({ type, onChanged }: { type: AdminVariationType; onChanged: () => Promise<void> }) {
  const [renaming, setRenaming] = useState(false);
  return (
    <li className="space-y-3 rounded-xl border border-neutral-200 p-4">
      {renaming ? (
        <NameForm
          label={`New name for ${type.name}`}
          initial={type.name}
          submitLabel="Save"
          maxLength={MAX_VARIATION_NAME}
          failure="The variation type could not be renamed"
          onCancel={() => setRenaming(false)}
          onSave={async (text) => {
            await renameVariationType(type.id, text);
            toast.success(`${type.name} is now ${text}`);
            setRenaming(false);
            await onChanged();
          }}
        />
      ) : (
        <div className="flex items-center justify-between gap-2">
          <h4 className="font-semibold text-neutral-900">{type.name}</h4>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setRenaming(true)}
            aria-label={`Rename ${type.name}`}
          >
            <Pencil className="size-3.5" aria-hidden="true" />
            Rename
          </Button>
        </div>
      )}
      {type.values.length === 0 ? (
        <p className="text-sm text-neutral-600">No values yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={`${type.name} values`}>
          {type.values.map((value) => (
            <ValueChip key={value.id} type={type} value={value} onChanged={onChanged} />
          ))}
        </ul>
      )}
      <NameForm
        label={`Add a ${type.name} value`}
        submitLabel="Add value"
        maxLength={MAX_VARIATION_NAME}
        failure="The value could not be added"
        onSave={async (text) => {
          await addVariationValue(type.id, text);
          await onChanged();
        }}
      />
    </li>
  );
}

/**
 * The variation types a category's products choose from: its own, or those it inherits from an
 * ancestor (changed there). Values show how many items use them; only unused ones can go.
 */
export function CategoryVariations({
  internalName,
  onOpen,
}: {
  internalName: string;
  /** Opens another category (the one the variations are inherited from). */
  onOpen: (internalName: string) => void;
}) {
  const queryClient = useQueryClient();
  const variations = useQuery({
    queryKey: variationsKey(internalName),
    queryFn: ({ signal }) => fetchCategoryVariations(internalName, signal),
  });
  const refresh = () => refreshCategories(queryClient);

  if (variations.isPending)
    return (
      <div className="space-y-2" aria-busy="true" aria-label="Loading variations">
        <Skeleton className="h-24 w-full" />
      </div>
    );
  if (variations.isError)
    return (
      <Alert tone="error">{apiErrorMessage(variations.error, "The variations could not be loaded")}</Alert>
    );

  const { category, owner, types } = variations.data;
  const inherited = owner !== null && owner.internalName !== category.internalName;
  return (
    <div className="space-y-4">
      {inherited ? (
        <Alert>
          {category.name} uses the variations of {owner.name}.{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => onOpen(owner.internalName)}>
            Open {owner.name}
          </Button>{" "}
          to change them. A type added here gives {category.name} a set of its own, which only a category
          without products may start.
        </Alert>
      ) : (
        owner === null && (
          <p className="text-sm text-neutral-600">No variations: each product has one item.</p>
        )
      )}
      {inherited ? (
        <ul className="space-y-1 text-sm" aria-label="Inherited variations">
          {types.map((type) => (
            <li key={type.id}>
              <span className="font-medium">{type.name}:</span>{" "}
              {type.values.map((value) => value.value).join(", ")}
            </li>
          ))}
        </ul>
      ) : (
        <ul className="space-y-3">
          {types.map((type) => (
            <TypeCard key={type.id} type={type} onChanged={refresh} />
          ))}
        </ul>
      )}
      <NameForm
        label="New variation type"
        submitLabel="Add type"
        maxLength={MAX_VARIATION_NAME}
        failure="The variation type could not be added"
        onSave={async (text) => {
          await addVariationType(internalName, text);
          toast.success(`${text} added to ${category.name}`);
          await refresh();
        }}
      />
    </div>
  );
}
