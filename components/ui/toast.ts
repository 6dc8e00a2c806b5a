import type { ExternalToast } from "sonner";

// Toasts (sonner) without sonner in any page's first load: the first toast loads the library,
// mounts the app's Toaster (see toast-host.tsx) and then shows itself. Same calls as sonner's.

type Sonner = typeof import("sonner");
type Kind = "success" | "error" | "message";

let requestHost: (() => void) | null = null;
let hostReady: Promise<void> | null = null;
let resolveHostReady: (() => void) | null = null;

/** Called by the ToastHost: how to ask it to mount the Toaster. */
export function registerToastHost(request: () => void): () => void {
  requestHost = request;
  return () => {
    if (requestHost === request) requestHost = null;
  };
}

/** Called by the mounted Toaster once it listens for toasts. */
export function toasterMounted(): void {
  resolveHostReady?.();
}

function toaster(): Promise<Sonner> {
  const library = import("sonner");
  if (!requestHost) return library; // No host (a component rendered on its own): sonner as is.
  if (!hostReady) {
    hostReady = new Promise((resolve) => (resolveHostReady = resolve));
    requestHost();
  }
  return hostReady.then(() => library);
}

function show(kind: Kind, message: string, options?: ExternalToast): void {
  void toaster().then(({ toast }) => (kind === "message" ? toast(message, options) : toast[kind](message, options)));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  message: (message: string, options?: ExternalToast) => show("message", message, options),
};
