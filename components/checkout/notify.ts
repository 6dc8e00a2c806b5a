import { toast } from "@/components/ui/toast";

// Checkout and payment notices appear bottom-centre and close after 3 s; the storefront's own
// toasts stay top-right.
const placement = { position: "bottom-center", duration: 3000 } as const;

export const checkoutToast = {
  success: (message: string) => toast.success(message, placement),
  error: (message: string) => toast.error(message, placement),
};
