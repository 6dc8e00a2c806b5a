"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { withQueryScope } from "@/components/query/query-scope";
import { MAX_IMPORT_BYTES, type ImportReport } from "@/lib/catalog/contract/inventory-csv";
import { importInventoryFile, INVENTORY_KEY } from "./inventory-api";

type Step =
  | { kind: "choose" }
  | { kind: "checking" }
  | { kind: "report"; report: ImportReport }
  | { kind: "importing"; report: ImportReport };

/** What the dry run found: counts, each change (before → after) and each refused row's reason. */
function DryRunReport({ report }: { report: ImportReport }) {
  const { summary } = report;
  const listed = report.rows.filter((row) => row.action !== "unchanged");
  return (
    <div className="space-y-3">
      <p className="text-sm text-neutral-800" role="status">
        {summary.create} to create, {summary.update} to update, {summary.unchanged} unchanged, {summary.refused} refused.
      </p>
      {summary.refused > 0 && (
        <Alert tone="error">
          {summary.refused === 1 ? "1 row is refused" : `${summary.refused} rows are refused`}: fix {summary.refused === 1 ? "it" : "them"} in
          the file and choose it again. Nothing is imported while any row is refused.
        </Alert>
      )}
      {listed.length > 0 && (
        <div className="max-h-80 overflow-y-auto rounded-lg border border-neutral-200">
          <table className="w-full text-left text-xs" aria-label="Dry run">
            <thead className="sticky top-0 bg-neutral-100 text-neutral-700">
              <tr>
                <th scope="col" className="px-2 py-1.5">Row</th>
                <th scope="col" className="px-2 py-1.5">SKU</th>
                <th scope="col" className="px-2 py-1.5">Action</th>
                <th scope="col" className="px-2 py-1.5">Details</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100">
              {listed.map((row) => (
                <tr key={row.row} className={row.action === "refused" ? "bg-red-50" : undefined}>
                  <td className="px-2 py-1.5 tabular-nums">{row.row}</td>
                  <td className="px-2 py-1.5 font-mono">{row.sku || "—"}</td>
                  <td className="px-2 py-1.5 capitalize">{row.action}</td>
                  <td className="px-2 py-1.5">
                    {row.reason ?? (
                      <ul>
                        {row.changes.map((change) => (
                          <li key={change.field}>
                            {change.field}: {change.before === null ? "" : `${change.before} → `}
                            {change.after}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** 'Import CSV': choose a file, read the dry run's report, then import it in one go. */
function ImportDialogContent() {
  const id = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setStep({ kind: "choose" });
    setError(null);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = ""; // choosing the same file again (after fixing it) runs again
    setError(null);
    setFile(chosen);
    if (!chosen) return;
    if (chosen.size > MAX_IMPORT_BYTES) {
      setError(`The file is too large (at most ${Math.round(MAX_IMPORT_BYTES / 1024)} KB)`);
      setStep({ kind: "choose" });
      return;
    }
    setStep({ kind: "checking" });
    try {
      setStep({ kind: "report", report: await importInventoryFile(chosen, { dryRun: true }) });
    } catch (failure) {
      setError(apiErrorMessage(failure, "The file could not be checked. Please try again."));
      setStep({ kind: "choose" });
    }
  };

  const runImport = async () => {
    if (!file || step.kind !== "report") return;
    setStep({ kind: "importing", report: step.report });
    try {
      const report = await importInventoryFile(file, { dryRun: false, expected: step.report.token });
      const { create, update } = report.summary;
      toast.success(`Imported: ${create} created, ${update} updated`);
      await queryClient.invalidateQueries({ queryKey: INVENTORY_KEY });
      setOpen(false);
      reset();
    } catch (failure) {
      setError(apiErrorMessage(failure, "The import failed; nothing was changed. Please try again."));
      setStep({ kind: "report", report: step.report });
    }
  };

  const report = step.kind === "report" || step.kind === "importing" ? step.report : null;
  const changes = report ? report.summary.create + report.summary.update : 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Upload className="size-4" aria-hidden="true" />
          Import CSV
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>Import inventory</DialogTitle>
        <DialogDescription className="mt-1">
          A CSV with the export&apos;s columns: each row creates or updates an item by its SKU. You see what would change
          before anything is written.
        </DialogDescription>
        <div className="mt-4 space-y-4">
          <div>
            <label htmlFor={`${id}-file`} className="text-sm font-medium text-neutral-800">
              CSV file
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => void choose(event)}
              disabled={step.kind === "checking" || step.kind === "importing"}
              className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-neutral-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
            />
            {file && <p className="mt-1 text-xs text-neutral-600">{file.name}</p>}
          </div>
          {step.kind === "checking" && (
            <p className="flex items-center gap-2 text-sm text-neutral-700" role="status">
              <Spinner /> Checking the file…
            </p>
          )}
          {error && <Alert tone="error">{error}</Alert>}
          {report && <DryRunReport report={report} />}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => void runImport()}
              disabled={!report || report.summary.refused > 0 || changes === 0 || step.kind === "importing"}
            >
              {step.kind === "importing" && <Spinner />}
              {changes === 0 && report && report.summary.refused === 0 ? "Nothing to import" : `Import ${changes} change${changes === 1 ? "" : "s"}`}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export const ImportDialog = withQueryScope(ImportDialogContent);
