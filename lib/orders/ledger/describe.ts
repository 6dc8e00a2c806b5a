import { CURRENCIES, type Currency } from "@/lib/money/currency";
import { formatMoney } from "@/lib/money/format";
import { money } from "@/lib/money/money";
import { DIFFERENCE_LABELS, type Difference, type LedgerFigure } from "./compare";

const isCurrency = (code: string): code is Currency => (CURRENCIES as readonly string[]).includes(code);

/** One side's figure as people read it: "$20.00 AUD (succeeded)", "paid", or "none". */
export function describeFigure(figure: LedgerFigure | null): string {
  if (!figure) return "none";
  const parts: string[] = [];
  if (figure.amountMinor !== undefined && figure.currency)
    parts.push(
      isCurrency(figure.currency)
        ? formatMoney(money(figure.amountMinor, figure.currency))
        : `${(figure.amountMinor / 100).toFixed(2)} ${figure.currency}`,
    );
  if (figure.state) parts.push(parts.length > 0 ? `(${figure.state})` : figure.state);
  return parts.join(" ") || "none";
}

/** One difference on one line, for the command line and logs. */
export function describeDifference(difference: Difference): string {
  const order = difference.orderId === null ? "no order in the shop" : `order ${difference.orderId}`;
  const object = difference.providerId ? ` [${difference.providerId}]` : "";
  return `${order}${object}: ${DIFFERENCE_LABELS[difference.kind]}: shop ${describeFigure(difference.shop)}, provider ${describeFigure(difference.provider)}`;
}
