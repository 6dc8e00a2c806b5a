import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import type { Auth, HttpMethod } from "@/lib/openapi/operations";
import type { ReferenceArea, ReferenceOperation } from "@/lib/openapi/reference";

// Server-rendered: native <details> keeps the long schemas folded without any client script.

const METHOD_CLASSES: Record<HttpMethod, string> = {
  GET: "bg-sky-100 text-sky-900",
  POST: "bg-emerald-100 text-emerald-900",
  PUT: "bg-amber-100 text-amber-900",
  PATCH: "bg-violet-100 text-violet-900",
  DELETE: "bg-red-100 text-red-900",
};

const AUTH_LABELS: Record<Auth, string> = { public: "Public", "signed-in": "Signed in", admin: "Admin" };

function areaId(area: string): string {
  return `area-${area.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

function Schema({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-neutral-800">{label}</h4>
      <pre
        className="mt-1 max-h-96 overflow-auto rounded-lg bg-neutral-900 p-3 text-xs text-neutral-100"
        tabIndex={0}
      >
        <code>{text}</code>
      </pre>
    </div>
  );
}

function OperationItem({ operation }: { operation: ReferenceOperation }) {
  return (
    <li data-testid="api-operation">
      <details className="group rounded-xl border border-neutral-200 bg-white">
        <summary className="flex cursor-pointer flex-wrap items-center gap-3 px-4 py-3 focus-visible:outline-2 focus-visible:outline-brand-600">
          <span
            className={cn(
              "w-16 rounded px-2 py-0.5 text-center font-mono text-xs font-bold",
              METHOD_CLASSES[operation.method],
            )}
          >
            {operation.method}
          </span>
          <code className="font-mono text-sm text-neutral-900">{operation.path}</code>
          <span className="text-sm text-neutral-600">{operation.summary}</span>
          <span className="ml-auto rounded-full border border-neutral-300 px-2 py-0.5 text-xs text-neutral-700">
            {AUTH_LABELS[operation.auth]}
          </span>
        </summary>
        <div className="space-y-3 border-t border-neutral-200 px-4 py-3">
          {operation.parameters && <Schema label="Parameters" text={operation.parameters} />}
          {operation.request && <Schema label="Request body" text={operation.request} />}
          <p className="text-sm text-neutral-700">
            <span className="font-semibold">{operation.status}</span> {operation.responseDescription}
            {!operation.responseDescribed && " (no schema yet: described in words only)"}
          </p>
          {operation.responseDescribed && operation.response && (
            <Schema label={`Response ${operation.status}`} text={operation.response} />
          )}
          {operation.errors.length > 0 && (
            <p className="text-sm text-neutral-700">
              Errors, each <code>{"{ detail }"}</code>: {operation.errors.join(", ")}
            </p>
          )}
        </div>
      </details>
    </li>
  );
}

/** Every operation of the API, grouped by area, with a table of contents. */
export function ApiReference({ areas }: { areas: ReferenceArea[] }) {
  if (areas.length === 0) return <p className="text-neutral-600">No operations are documented.</p>;
  return (
    <div className="space-y-6">
      <Card as="section" raised className="p-4" aria-labelledby="api-contents">
        <h2 id="api-contents" className="text-lg font-semibold text-neutral-900">
          Areas
        </h2>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {areas.map(({ area, operations }) => (
            <li key={area}>
              <a href={`#${areaId(area)}`} className="text-brand-700 underline-offset-4 hover:underline">
                {area} ({operations.length})
              </a>
            </li>
          ))}
        </ul>
      </Card>
      {areas.map(({ area, operations }) => (
        <section key={area} aria-labelledby={areaId(area)} className="space-y-2">
          <h2 id={areaId(area)} className="text-xl font-semibold text-neutral-900">
            {area}
          </h2>
          <ul className="space-y-2">
            {operations.map((operation) => (
              <OperationItem key={`${operation.method} ${operation.path}`} operation={operation} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
