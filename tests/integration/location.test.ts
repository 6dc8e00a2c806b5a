/** @jest-environment node */
import { POST } from "@/app/api/location/coordinates-to-country/route";
import { call } from "./catalog-fixtures";

const lookUp = (body: unknown) => call(POST, "/api/location/coordinates-to-country", {}, { method: "POST", body });

describe("POST /api/location/coordinates-to-country", () => {
  it.each([
    [-33.8688, 151.2093, "AU"],
    [40.7128, -74.006, "US"],
    [48.8566, 2.3522, "FR"],
    [1.3521, 103.8198, "SG"],
    [-90, 0, "AQ"],
  ])("finds the country at %d, %d", async (latitude, longitude, country) => {
    expect(await lookUp({ latitude, longitude })).toEqual({ status: 200, body: { country_code: country } });
  });

  it("answers 404 with a detail in the open ocean", async () => {
    expect(await lookUp({ latitude: -50, longitude: -160 })).toEqual({
      status: 404,
      body: { detail: "No country found at those coordinates" },
    });
  });

  it.each([
    [{ latitude: 91, longitude: 0 }, /^latitude:/],
    [{ latitude: 0, longitude: -180.5 }, /^longitude:/],
    [{ latitude: "12", longitude: 0 }, /^latitude:/],
    [{ latitude: 0 }, /^longitude:/],
    ["{", /valid JSON/],
  ])("answers %j with 400", async (body, detail) => {
    const response = await lookUp(body);
    expect(response.status).toBe(400);
    expect((response.body as { detail: string }).detail).toMatch(detail);
  });
});
