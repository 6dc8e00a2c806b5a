import type { CatalogueSample } from "../catalogue-sample";
import type { ShopCatalogue } from "./journey";

/** The shoppers' choices from the bench's catalogue sample (every item has plenty of stock in the soak). */
export function catalogueFromSample(sample: CatalogueSample): ShopCatalogue {
  const values = (list: { value: string }[]) => list.map((entry) => entry.value);
  const catalogue = {
    topCategories: values(sample.topCategories),
    categories: values(sample.categories),
    colours: values(sample.colours),
    words: sample.words,
    productIds: sample.productIds,
  };
  const empty = Object.entries(catalogue).filter(([, list]) => list.length === 0);
  if (empty.length) throw new Error(`The soak database has no ${empty.map(([name]) => name).join(", ")}`);
  return catalogue;
}
