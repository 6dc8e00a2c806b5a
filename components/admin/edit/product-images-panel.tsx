"use client";

import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from "lucide-react";
import Image from "next/image";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { MAX_IMAGES, UPLOAD_LIMIT_TEXT } from "@/lib/catalog/contract/constants";
import { saveProduct, uploadProductImages } from "../products/admin-api";
import { moveImage, uploadProblem } from "./image-order";
import { announceProductChange } from "@/components/admin/activity/product-changed";

type Props = { productId: number; name: string; images: string[] };

/**
 * The product's images: add (uploaded at once, up to four in all), and remove or reorder, kept
 * until 'Save images' so one change is one entry in the product's history. The first image is
 * the one lists and cards show.
 */
export function ProductImagesPanel({ productId, name, images }: Props) {
  const id = useId();
  const router = useRouter();
  const [order, setOrder] = useState(images);
  const [busy, setBusy] = useState<"saving" | "uploading" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const changed = JSON.stringify(order) !== JSON.stringify(images);
  const room = MAX_IMAGES - images.length;

  const save = async () => {
    setBusy("saving");
    setProblem(null);
    try {
      await saveProduct(productId, { images: order });
      toast.success("Images saved");
      router.refresh();
      announceProductChange();
    } catch (error) {
      setProblem(apiErrorMessage(error, "The images could not be saved"));
    } finally {
      setBusy(null);
    }
  };

  const upload = async (files: File[]) => {
    const refused = uploadProblem(images.length, files);
    if (refused) return setProblem(refused);
    if (files.length === 0) return;
    setBusy("uploading");
    setProblem(null);
    try {
      const saved = await uploadProductImages(productId, files);
      setOrder(saved.images);
      toast.success(files.length === 1 ? "Image added" : `${files.length} images added`);
      router.refresh();
      announceProductChange();
    } catch (error) {
      setProblem(apiErrorMessage(error, "The images could not be uploaded"));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card as="section" raised className="space-y-4 p-6" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-neutral-900">
          Images
        </h2>
        <p className="text-sm text-neutral-600">
          {order.length} of {MAX_IMAGES}. The first is shown in lists. {UPLOAD_LIMIT_TEXT[0].toUpperCase()}
          {UPLOAD_LIMIT_TEXT.slice(1)}.
        </p>
      </div>
      {order.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 px-4 py-8 text-center text-sm text-neutral-600">
          No images available
        </p>
      ) : (
        <ol className="space-y-2" aria-label={`Images of ${name}, in order`}>
          {order.map((src, index) => (
            <li key={src} className="flex items-center gap-3 rounded-lg border border-neutral-200 p-2">
              <div className="relative size-16 shrink-0 overflow-hidden rounded-md bg-neutral-100">
                <Image src={src} alt={`${name}, image ${index + 1}`} fill sizes="4rem" className="object-cover" />
              </div>
              <span className="flex-1 text-sm text-neutral-700">
                Image {index + 1}
                {index === 0 && <span className="ml-2 text-xs text-neutral-500">(shown first)</span>}
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Move image ${index + 1} up`}
                disabled={index === 0 || busy !== null}
                onClick={() => setOrder(moveImage(order, index, -1))}
              >
                <ArrowUp className="size-4" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Move image ${index + 1} down`}
                disabled={index === order.length - 1 || busy !== null}
                onClick={() => setOrder(moveImage(order, index, 1))}
              >
                <ArrowDown className="size-4" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove image ${index + 1}`}
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
                disabled={busy !== null}
                onClick={() => setOrder(order.filter((_src, position) => position !== index))}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => void save()} disabled={!changed || busy !== null}>
          {busy === "saving" && <Spinner />}
          Save images
        </Button>
        <Button variant="secondary" disabled={!changed || busy !== null} onClick={() => setOrder(images)}>
          Undo
        </Button>
        <label
          htmlFor={`${id}-files`}
          className={cn(
            "inline-flex cursor-pointer items-center gap-2 rounded-lg border border-neutral-300 px-3 py-2 text-sm font-medium text-neutral-800 focus-within:outline-2 focus-within:outline-brand-600 hover:bg-neutral-50",
            (room <= 0 || changed || busy !== null) && "cursor-not-allowed opacity-50",
          )}
        >
          {busy === "uploading" ? <Spinner /> : <ImagePlus className="size-4" aria-hidden="true" />}
          Add images
          <input
            id={`${id}-files`}
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            aria-describedby={`${id}-add-hint`}
            disabled={room <= 0 || changed || busy !== null}
            onChange={(event) => {
              void upload([...(event.target.files ?? [])]);
              event.target.value = "";
            }}
          />
        </label>
        <span id={`${id}-add-hint`} className="text-xs text-neutral-600">
          {room <= 0
            ? "Remove an image to add another."
            : changed
              ? "Save or undo your changes before adding images."
              : `Room for ${room} more.`}
        </span>
      </div>
    </Card>
  );
}
