"use client";

import { ImagePlus, X } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { toast } from "@/components/ui/toast";
import { MAX_IMAGE_BYTES, MAX_IMAGES, UPLOAD_LIMIT_TEXT } from "@/lib/catalog/contract/constants";
import { withFile } from "./product-rules";

type Props = { files: File[]; onChange: (files: File[]) => void };

/** Object URLs for previews, released when the files change. */
function usePreviews(files: File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/**
 * Upload Image: a preview area, 'Remove Preview Image', and four slots that take one file each
 * (disabled once filled; clicking a filled slot previews it). The same file is not added twice.
 */
export function ImageSlots({ files, onChange }: Props) {
  const id = useId();
  const previews = usePreviews(files);
  const [previewIndex, setPreviewIndex] = useState(0);
  const shown = Math.min(previewIndex, files.length - 1);

  const add = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) {
      toast.error(`${file.name} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
      return;
    }
    const next = withFile(files, file);
    if (next === files) return;
    onChange(next);
    setPreviewIndex(next.length - 1);
  };

  return (
    <div className="space-y-3">
      <div className="flex aspect-[4/5] max-h-72 items-center justify-center overflow-hidden rounded-xl border border-dashed border-neutral-300 bg-neutral-50">
        {shown >= 0 ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local object URL, not an optimisable image
          <img
            src={previews[shown]}
            alt={`Preview of ${files[shown].name}`}
            className="h-full w-full object-contain"
          />
        ) : (
          <p className="px-4 text-center text-sm text-neutral-600">
            Choose {UPLOAD_LIMIT_TEXT} (JPEG, PNG, WebP)
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={shown < 0}
        onClick={() => {
          onChange(files.filter((_file, index) => index !== shown));
          setPreviewIndex(0);
        }}
      >
        <X className="size-4" aria-hidden="true" />
        Remove Preview Image
      </Button>
      <div className="grid grid-cols-4 gap-2">
        {Array.from({ length: MAX_IMAGES }, (_, slot) => {
          const file = files[slot];
          if (file)
            return (
              <button
                key={slot}
                type="button"
                onClick={() => setPreviewIndex(slot)}
                aria-label={`Preview image ${slot + 1}: ${file.name}`}
                aria-pressed={slot === shown}
                className={cn(
                  "aspect-square overflow-hidden rounded-lg border-2",
                  slot === shown ? "border-brand-600" : "border-neutral-200",
                )}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL */}
                <img src={previews[slot]} alt="" className="h-full w-full object-cover" />
              </button>
            );
          const next = slot === files.length;
          return (
            <label
              key={slot}
              htmlFor={`${id}-${slot}`}
              className={cn(
                "flex aspect-square cursor-pointer items-center justify-center rounded-lg border-2 border-dashed border-neutral-300 text-neutral-500 focus-within:outline-2 focus-within:outline-brand-600 hover:border-brand-600",
                !next && "cursor-not-allowed opacity-50",
              )}
            >
              <ImagePlus className="size-5" aria-hidden="true" />
              <span className="sr-only">Image slot {slot + 1}</span>
              <input
                id={`${id}-${slot}`}
                type="file"
                accept="image/*"
                className="sr-only"
                disabled={!next}
                onChange={(event) => {
                  add(event.target.files?.[0]);
                  event.target.value = "";
                }}
              />
            </label>
          );
        })}
      </div>
    </div>
  );
}
