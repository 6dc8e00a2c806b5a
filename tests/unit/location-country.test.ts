/** @jest-environment node */
// Node environment: under jsdom, country-coder would resolve to its browser (IIFE) build.
import { countryFromCoordinates, lookUpCountry } from "@/lib/location/country-from-coordinates";
import { NotFoundError } from "@/lib/errors";

describe("countryFromCoordinates", () => {
  it("finds the country of a point offline", () => {
    expect(countryFromCoordinates(-37.8136, 144.9631)).toBe("AU");
    expect(countryFromCoordinates(43.6532, -79.3832)).toBe("CA");
    expect(countryFromCoordinates(41.9028, 12.4964)).toBe("IT");
  });

  it("reports territories under their country", () => {
    expect(countryFromCoordinates(18.4655, -66.1057)).toBe("US"); // San Juan, Puerto Rico
  });

  it("is null in the open ocean", () => {
    expect(countryFromCoordinates(-50, -160)).toBeNull();
  });
});

describe("lookUpCountry", () => {
  it("answers with country_code or NotFoundError", () => {
    expect(lookUpCountry({ latitude: 52.52, longitude: 13.405 })).toEqual({ country_code: "DE" });
    expect(() => lookUpCountry({ latitude: -50, longitude: -160 })).toThrow(NotFoundError);
  });
});
