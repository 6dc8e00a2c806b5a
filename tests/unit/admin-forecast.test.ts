import { linearForecast, percentChange } from "@/lib/admin/forecast";

describe("linearForecast", () => {
  it("extends a steady rise by the same step", () => {
    expect(linearForecast([10, 20, 30], 2)).toEqual([10, 20, 30, 40, 50]);
  });

  it("fits a straight line through uneven months by least squares", () => {
    // Mean 48.33, slope 47.5 per month.
    expect(linearForecast([10, 30, 105], 2)).toEqual([0.83, 48.33, 95.83, 143.33, 190.83]);
  });

  it("never forecasts negative sales", () => {
    expect(linearForecast([90, 50, 10], 2)).toEqual([90, 50, 10, 0, 0]);
  });

  it("gives zeros without any history, and a flat line for one month", () => {
    expect(linearForecast([], 2)).toEqual([0, 0]);
    expect(linearForecast([25], 2)).toEqual([25, 25, 25]);
  });
});

describe("percentChange", () => {
  it("rounds to one decimal and has no value when there is nothing to compare with", () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(5, 3)).toBe(66.7);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(10, 0)).toBeNull();
  });
});
