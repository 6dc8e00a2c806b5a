import { notFound } from "next/navigation";
import { NotFoundError } from "@/lib/errors";
import { idParam } from "./parse";

/**
 * What a page's `[id]` segment names, read with `read`; the not-found page when the id is
 * malformed or nothing has it.
 */
export async function readByRouteIdOr404<T>(raw: string, read: (id: number) => Promise<T>): Promise<T> {
  const id = idParam.safeParse(raw);
  if (!id.success) notFound();
  try {
    return await read(id.data);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}
