import {
  COORDINATES_TO_COUNTRY_URL,
  GEOLOCATION_OPTIONS,
  currentPosition,
  detectCountryOnce,
} from "@/components/location/client-detect";
import {
  COUNTRY_DETECTED_AT_STORAGE_KEY,
  COUNTRY_STORAGE_KEY,
  readStoredCountry,
  storeCountry,
} from "@/components/location/client-storage";
import { normalizeCountryCode } from "@/lib/location/country-code";

type GetPosition = Geolocation["getCurrentPosition"];

function mockGeolocation(getCurrentPosition: GetPosition | undefined) {
  Object.defineProperty(window.navigator, "geolocation", {
    configurable: true,
    value: getCurrentPosition ? { getCurrentPosition } : undefined,
  });
}

const succeed: GetPosition = (success) =>
  success({ coords: { latitude: -33.86, longitude: 151.2 } } as GeolocationPosition);

function mockFetch(response: { ok: boolean; body?: unknown } | "network-error") {
  const fetchMock = jest.fn(async () => {
    if (response === "network-error") throw new TypeError("Failed to fetch");
    return { ok: response.ok, json: async () => response.body } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeEach(() => localStorage.clear());

describe("country storage", () => {
  it("accepts exactly two letters, stored upper-case", () => {
    expect(normalizeCountryCode("au")).toBe("AU");
    expect(normalizeCountryCode("AUS")).toBeNull();
    expect(normalizeCountryCode("1A")).toBeNull();
    expect(normalizeCountryCode(12)).toBeNull();
  });

  it("stores the code with the detection time", () => {
    const at = new Date("2025-01-02T03:04:05Z");
    expect(storeCountry("fr", at)).toBe(true);
    expect(localStorage.getItem(COUNTRY_STORAGE_KEY)).toBe("FR");
    expect(readStoredCountry()).toBe("FR");
    expect(localStorage.getItem(COUNTRY_DETECTED_AT_STORAGE_KEY)).toBe(String(at.getTime()));
  });

  it("refuses an invalid code", () => {
    expect(storeCountry("France")).toBe(false);
    expect(readStoredCountry()).toBeNull();
  });
});

describe("detectCountryOnce", () => {
  it("asks the browser with a 10 s timeout, 5 min maximum age and low accuracy", async () => {
    const getCurrentPosition = jest.fn<ReturnType<GetPosition>, Parameters<GetPosition>>(succeed);
    mockGeolocation(getCurrentPosition);
    await currentPosition();
    expect(getCurrentPosition.mock.calls[0][2]).toEqual({
      timeout: 10_000,
      maximumAge: 300_000,
      enableHighAccuracy: false,
    });
    expect(GEOLOCATION_OPTIONS.timeout).toBe(10_000);
  });

  it("posts the coordinates and stores the country", async () => {
    mockGeolocation(succeed);
    const fetchMock = mockFetch({ ok: true, body: { country_code: "AU" } });
    await expect(detectCountryOnce()).resolves.toBe("AU");
    expect(fetchMock).toHaveBeenCalledWith(
      COORDINATES_TO_COUNTRY_URL,
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify({ latitude: -33.86, longitude: 151.2 }),
      }),
    );
    expect(readStoredCountry()).toBe("AU");
    expect(Number(localStorage.getItem(COUNTRY_DETECTED_AT_STORAGE_KEY))).toBeGreaterThan(0);
  });

  it("does nothing when a country is already stored", async () => {
    storeCountry("US");
    const getCurrentPosition = jest.fn();
    mockGeolocation(getCurrentPosition);
    await expect(detectCountryOnce()).resolves.toBeNull();
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it.each([
    ["no geolocation", undefined, { ok: true, body: { country_code: "AU" } }],
    [
      "denied",
      ((_s, error) =>
        error?.({
          code: 1,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError)) as GetPosition,
      { ok: true, body: {} },
    ],
    [
      "timed out",
      ((_s, error) =>
        error?.({
          code: 3,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError)) as GetPosition,
      { ok: true, body: {} },
    ],
    ["server error", succeed, { ok: false, body: { detail: "boom" } }],
    ["invalid code", succeed, { ok: true, body: { country_code: "Australia" } }],
    ["network error", succeed, "network-error" as const],
  ])("fails silently: %s", async (_case, geolocation, response) => {
    mockGeolocation(geolocation);
    mockFetch(response);
    await expect(detectCountryOnce()).resolves.toBeNull();
    expect(readStoredCountry()).toBeNull();
  });
});
