import { apiRequest } from "@/components/http/api-request";
import {
  shippingMethodListSchema,
  shippingMethodSchema,
  type CreateShippingMethodRequest,
  type UpdateShippingMethodRequest,
} from "@/lib/shipping/contract";
import { taxRateListSchema, taxRateSchema, type SetTaxRateInput } from "@/lib/tax/contract";

// The Settings page's delivery and tax calls from the browser, each answer checked.

export const SHIPPING_METHODS_KEY = ["admin", "shipping-methods"] as const;
export const TAX_RATES_KEY = ["admin", "tax-rates"] as const;

const methodPath = (id: number) => `/api/admin/shipping-methods/${id}`;
const ratePath = (country: string) => `/api/admin/tax-rates/${encodeURIComponent(country)}`;

export function fetchShippingMethods(signal?: AbortSignal) {
  return apiRequest("/api/admin/shipping-methods", { schema: shippingMethodListSchema, signal });
}

export function createShippingMethod(body: CreateShippingMethodRequest) {
  return apiRequest("/api/admin/shipping-methods", { method: "POST", body, schema: shippingMethodSchema });
}

export function updateShippingMethod(id: number, body: UpdateShippingMethodRequest) {
  return apiRequest(methodPath(id), { method: "PATCH", body, schema: shippingMethodSchema });
}

export function deleteShippingMethod(id: number) {
  return apiRequest(methodPath(id), { method: "DELETE" });
}

export function fetchTaxRates(signal?: AbortSignal) {
  return apiRequest("/api/admin/tax-rates", { schema: taxRateListSchema, signal });
}

export function setTaxRate(country: string, body: SetTaxRateInput) {
  return apiRequest(ratePath(country), { method: "PUT", body, schema: taxRateSchema });
}

export function removeTaxRate(country: string) {
  return apiRequest(ratePath(country), { method: "DELETE" });
}
