"use client";

import type { QueryKey, UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { FormDialog } from "@/components/admin/items/form-dialog";
import { useDialogWrite } from "@/components/admin/use-dialog-write";
import { LoadError } from "@/components/query/load-error";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { TableHead } from "@/components/ui/table-head";

// What the Settings page's list sections (delivery methods, tax rates) share: the card with its
// intro and add button, the list's loading, error and empty states, its table, each row's two
// actions and the dialog confirming a removal.

type SectionProps<T> = {
  title: string;
  headingId: string;
  intro: ReactNode;
  addLabel: string;
  onAdd: () => void;
  list: UseQueryResult<T[]>;
  /** Shown when the list cannot be read and the server says no more. */
  loadFallback: string;
  /** Shown when the list is empty. */
  empty: string;
  /** The list when it has rows. */
  render: (rows: T[]) => ReactNode;
  /** The open dialog, if any. */
  children?: ReactNode;
};

export function SettingsListSection<T>({
  title,
  headingId,
  intro,
  addLabel,
  onAdd,
  list,
  loadFallback,
  empty,
  render,
  children,
}: SectionProps<T>) {
  let body;
  if (list.isPending) body = <Skeleton className="mt-4 h-24 w-full" />;
  else if (list.isError)
    body = (
      <LoadError
        className="mt-4"
        error={list.error}
        fallback={loadFallback}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.length === 0) body = <p className="mt-4 text-sm text-neutral-600">{empty}</p>;
  else body = render(list.data);

  return (
    <CardSection
      title={title}
      headingId={headingId}
      headingSize="base"
      raised
      className="max-w-4xl p-5"
      aria-busy={list.isPending || undefined}
    >
      <div className="mt-1 flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-xl text-sm text-neutral-600">{intro}</p>
        <Button variant="secondary" onClick={onAdd}>
          {addLabel}
        </Button>
      </div>
      {body}
      {children}
    </CardSection>
  );
}

/** The section's table, named by its heading; `children` are its rows. */
export function SettingsTable({
  labelledBy,
  columns,
  children,
}: {
  labelledBy: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm" aria-labelledby={labelledBy}>
        <TableHead columns={columns} cellClassName="px-3 py-2" />
        <tbody className="divide-y divide-neutral-100">{children}</tbody>
      </table>
    </div>
  );
}

/** A row's Edit and its removal, each named with the row for screen readers. */
export function RowActions({
  editLabel,
  onEdit,
  removeText,
  removeLabel,
  onRemove,
}: {
  editLabel: string;
  onEdit: () => void;
  /** The removal's visible word ("Delete", "Remove"). */
  removeText: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <td className="px-3 py-2">
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={editLabel}>
          Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700"
          onClick={onRemove}
          aria-label={removeLabel}
        >
          {removeText}
        </Button>
      </div>
    </td>
  );
}

/** Confirms removing one row; on success the list under `queryKey` is read again. */
export function ConfirmRemoveDialog({
  title,
  description,
  submitLabel,
  queryKey,
  onClose,
  remove,
  success,
  fallback,
}: {
  title: string;
  description: string;
  submitLabel: string;
  queryKey: QueryKey;
  onClose: () => void;
  remove: () => Promise<unknown>;
  success: string;
  fallback: string;
}) {
  const write = useDialogWrite(queryKey, onClose);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      submitLabel={submitLabel}
      submitVariant="danger"
      busy={write.busy}
      problem={write.problem}
      onSubmit={() => void write.run(remove, success, fallback)}
    />
  );
}
