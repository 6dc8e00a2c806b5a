// The demo shop's catalogue: a three-level category tree of clothing, accessories and
// merchandise, with the products of each leaf.

export type Silhouette = "tee" | "shirt" | "knit" | "dress" | "trousers" | "skirt" | "jacket" | "bag" | "cap" | "beanie" | "mug" | "bottle" | "notebook";

export type VariationKind = "apparel" | "kids" | "colour-only";

export type LeafSeed = {
  name: string;
  silhouette: Silhouette;
  /** Price range in whole currency units. */
  price: [number, number];
  products: [name: string, description: string][];
};

export type TopSeed = { name: string; kind: VariationKind; groups: { name: string; leaves: LeafSeed[] }[] };

export const COLOURS = ["red", "blue", "brown", "black", "white", "green", "grey", "navy", "beige", "pink"] as const;
export const SIZES = { apparel: ["XS", "S", "M", "L", "XL"], kids: ["4Y", "6Y", "8Y", "10Y", "12Y"] } as const;

/** Display colours for the generated product images. */
export const COLOUR_HEX: Record<(typeof COLOURS)[number], string> = {
  red: "#b83232",
  blue: "#2f5d9e",
  brown: "#7a4e2d",
  black: "#262626",
  white: "#f4f1ea",
  green: "#3f7a4a",
  grey: "#8a8d91",
  navy: "#1f2d4d",
  beige: "#d8c6a5",
  pink: "#e39bb0",
};

export const LISTING_COUNTRIES = ["AU", "BD", "ZA", "CA", "SG", "SA", "IT", "FR", "QA", "US"] as const;

export const CATALOG: TopSeed[] = [
  {
    name: "Women",
    kind: "apparel",
    groups: [
      {
        name: "Tops",
        leaves: [
          { name: "T-Shirts", silhouette: "tee", price: [19, 39], products: [
            ["Essential Crew Tee", "A soft organic cotton crew-neck tee with a relaxed fit, made to be worn on its own or layered."],
            ["Striped Breton Tee", "Classic Breton stripes on a midweight cotton jersey with a boat neckline and three-quarter sleeves."],
            ["Linen Blend Pocket Tee", "Breathable linen and cotton blend with a chest pocket, cut slightly boxy for warm days."],
          ] },
          { name: "Blouses", silhouette: "shirt", price: [39, 79], products: [
            ["Silk Touch Button Blouse", "A fluid satin-finish blouse with mother-of-pearl style buttons and a softly pointed collar."],
            ["Broderie Cotton Blouse", "Airy cotton blouse with broderie anglaise panels and puffed sleeves gathered at the cuff."],
            ["Wrap Front Blouse", "A wrap-front blouse in crepe that ties at the waist and drapes without clinging."],
          ] },
          { name: "Knitwear", silhouette: "knit", price: [49, 119], products: [
            ["Merino Crew Jumper", "Fine-gauge extra-fine merino jumper that is warm, light and easy to care for."],
            ["Chunky Cable Cardigan", "A generous cable-knit cardigan in a wool blend with horn-effect buttons and deep pockets."],
            ["Ribbed Turtleneck", "Close-fitting ribbed turtleneck in a cotton and cashmere blend for everyday layering."],
          ] },
        ],
      },
      {
        name: "Dresses",
        leaves: [
          { name: "Casual Dresses", silhouette: "dress", price: [45, 89], products: [
            ["Everyday Jersey Dress", "An easy jersey dress with short sleeves, side pockets and a hem that hits just below the knee."],
            ["Tiered Cotton Midi Dress", "A swingy tiered midi in crisp cotton poplin with adjustable shoulder ties."],
            ["Shirt Dress with Belt", "Button-through shirt dress with a self-tie belt, roll-up sleeves and a relaxed collar."],
          ] },
          { name: "Evening Dresses", silhouette: "dress", price: [89, 149], products: [
            ["Satin Slip Dress", "A bias-cut satin slip dress with a cowl neck and fine adjustable straps."],
            ["Pleated Maxi Dress", "Floor-length pleated maxi with a fitted bodice that moves beautifully."],
            ["Velvet Wrap Dress", "Soft stretch velvet wrap dress with long sleeves and a flattering V-neck."],
          ] },
        ],
      },
      {
        name: "Bottoms",
        leaves: [
          { name: "Jeans", silhouette: "trousers", price: [59, 109], products: [
            ["High Rise Straight Jeans", "Rigid cotton denim with a high rise and a straight leg that softens with every wear."],
            ["Wide Leg Jeans", "A wide-leg jean with a long line, cut from recycled-cotton denim."],
            ["Slim Stretch Jeans", "Comfortable stretch denim with a slim leg and a mid rise for every day."],
          ] },
          { name: "Skirts", silhouette: "skirt", price: [35, 79], products: [
            ["Pleated Midi Skirt", "Sunray-pleated midi skirt with an elasticated waist and a light lining."],
            ["Denim Mini Skirt", "A five-pocket mini skirt in washed denim with a raw hem."],
            ["Linen A-Line Skirt", "Washed linen A-line skirt with side pockets and a covered zip."],
          ] },
        ],
      },
    ],
  },
  {
    name: "Men",
    kind: "apparel",
    groups: [
      {
        name: "Tops",
        leaves: [
          { name: "T-Shirts", silhouette: "tee", price: [19, 39], products: [
            ["Heavyweight Box Tee", "A structured heavyweight cotton tee with a boxy fit and a ribbed neckline that keeps its shape."],
            ["Everyday V-Neck Tee", "Soft combed-cotton V-neck tee, pre-washed so it will not shrink."],
            ["Henley Long Sleeve Tee", "Waffle-knit long-sleeve henley with a three-button placket."],
          ] },
          { name: "Shirts", silhouette: "shirt", price: [45, 89], products: [
            ["Oxford Button-Down Shirt", "A wardrobe staple: brushed Oxford cotton with a button-down collar and a curved hem."],
            ["Linen Camp Collar Shirt", "Breezy short-sleeve linen shirt with an open camp collar."],
            ["Flannel Check Shirt", "Brushed cotton flannel in a bold check with two chest pockets."],
          ] },
          { name: "Hoodies", silhouette: "knit", price: [49, 89], products: [
            ["Classic Pullover Hoodie", "Loopback cotton hoodie with a lined hood, kangaroo pocket and ribbed cuffs."],
            ["Zip Through Hoodie", "A full-zip hoodie in brushed fleece with metal zip and side pockets."],
            ["Organic Fleece Sweatshirt", "Crew-neck sweatshirt in organic cotton fleece, soft on the inside."],
          ] },
        ],
      },
      {
        name: "Bottoms",
        leaves: [
          { name: "Jeans", silhouette: "trousers", price: [59, 109], products: [
            ["Slim Tapered Jeans", "Slim through the thigh and tapered to the ankle, in comfortable stretch denim."],
            ["Relaxed Straight Jeans", "A relaxed straight jean in mid-wash denim with classic five-pocket styling."],
            ["Selvedge Raw Jeans", "Japanese selvedge raw denim that fades to your own pattern over time."],
          ] },
          { name: "Chinos", silhouette: "trousers", price: [49, 89], products: [
            ["Stretch Slim Chinos", "Garment-dyed cotton twill chinos with a touch of stretch and a slim leg."],
            ["Pleated Wide Chinos", "Single-pleat chinos with a relaxed wide leg and a clean finish."],
            ["Drawstring Travel Chinos", "Lightweight chinos with a hidden drawstring and a zipped security pocket."],
          ] },
        ],
      },
      {
        name: "Outerwear",
        leaves: [
          { name: "Jackets", silhouette: "jacket", price: [89, 149], products: [
            ["Waxed Cotton Jacket", "Water-resistant waxed cotton field jacket with a corduroy collar and four pockets."],
            ["Denim Trucker Jacket", "A classic trucker jacket in rigid denim with pleated chest pockets."],
            ["Quilted Liner Jacket", "Light diamond-quilted jacket with snap buttons, easy to layer under a coat."],
          ] },
          { name: "Coats", silhouette: "jacket", price: [119, 149], products: [
            ["Wool Overcoat", "A single-breasted overcoat in a warm wool blend with a notch lapel."],
            ["Hooded Parka", "Insulated parka with a detachable hood and a water-repellent shell."],
            ["Recycled Puffer Coat", "Warm puffer filled with recycled insulation that packs into its own pocket."],
          ] },
        ],
      },
    ],
  },
  {
    name: "Kids",
    kind: "kids",
    groups: [
      {
        name: "Girls",
        leaves: [
          { name: "Girls Tops", silhouette: "tee", price: [12, 29], products: [
            ["Rainbow Print Tee", "A cheerful cotton tee printed with a rainbow, soft enough for every day."],
            ["Frill Sleeve Top", "Cotton jersey top with frilled sleeves and a round neck."],
            ["Cosy Fleece Sweatshirt", "A warm fleece sweatshirt with ribbed cuffs for cooler days."],
          ] },
          { name: "Girls Dresses", silhouette: "dress", price: [19, 39], products: [
            ["Floral Skater Dress", "Twirly skater dress in a floral print with a comfy jersey bodice."],
            ["Pinafore Denim Dress", "A soft denim pinafore with a bib pocket and adjustable straps."],
            ["Party Tulle Dress", "Layered tulle party dress with a sparkly bodice and a cotton lining."],
          ] },
        ],
      },
      {
        name: "Boys",
        leaves: [
          { name: "Boys Tops", silhouette: "tee", price: [12, 29], products: [
            ["Dinosaur Graphic Tee", "Organic cotton tee with a roaring dinosaur print."],
            ["Striped Long Sleeve Tee", "Long-sleeve striped tee in soft jersey that survives the playground."],
            ["Zip Up Hoodie", "A cosy zip-up hoodie with pockets for treasures."],
          ] },
          { name: "Boys Bottoms", silhouette: "trousers", price: [15, 35], products: [
            ["Pull On Joggers", "Elasticated joggers with cuffed ankles and reinforced knees."],
            ["Cargo Shorts", "Cotton twill cargo shorts with plenty of pockets."],
            ["Stretch Denim Jeans", "Stretch denim jeans with an adjustable waist for a growing fit."],
          ] },
        ],
      },
    ],
  },
  {
    name: "Accessories",
    kind: "colour-only",
    groups: [
      {
        name: "Bags",
        leaves: [
          { name: "Totes", silhouette: "bag", price: [19, 59], products: [
            ["Canvas Market Tote", "A sturdy heavyweight canvas tote with long handles and an inside pocket."],
            ["Leather Shopper Tote", "Full-grain leather shopper that softens and develops a patina with use."],
            ["Foldaway Nylon Tote", "Ripstop nylon tote that folds into its own pouch."],
          ] },
          { name: "Backpacks", silhouette: "bag", price: [49, 119], products: [
            ["Roll Top Backpack", "Water-resistant roll-top backpack with a padded laptop sleeve."],
            ["Everyday Daypack", "A compact daypack with a front zip pocket and a bottle holder."],
            ["Canvas Rucksack", "Waxed canvas rucksack with leather straps and brass buckles."],
          ] },
        ],
      },
      {
        name: "Headwear",
        leaves: [
          { name: "Caps", silhouette: "cap", price: [19, 35], products: [
            ["Classic Baseball Cap", "Six-panel cotton twill cap with an adjustable strap."],
            ["Corduroy Cap", "A soft corduroy cap with a curved peak."],
            ["Trucker Mesh Cap", "Breathable trucker cap with a mesh back and a foam front."],
          ] },
          { name: "Beanies", silhouette: "beanie", price: [15, 35], products: [
            ["Ribbed Wool Beanie", "A warm ribbed beanie in merino wool with a turn-up cuff."],
            ["Fisherman Beanie", "Short fisherman beanie in chunky knit."],
            ["Pom Pom Beanie", "Cable-knit beanie topped with a faux-fur pom pom."],
          ] },
        ],
      },
    ],
  },
  {
    name: "Merch",
    kind: "colour-only",
    groups: [
      {
        name: "Drinkware",
        leaves: [
          { name: "Mugs", silhouette: "mug", price: [12, 24], products: [
            ["Logo Ceramic Mug", "A 350 ml stoneware mug with the shop logo, dishwasher safe."],
            ["Enamel Camp Mug", "Lightweight enamel mug with a rolled steel rim, made for the outdoors."],
            ["Speckled Latte Mug", "Hand-glazed speckled mug sized for a generous latte."],
          ] },
          { name: "Bottles", silhouette: "bottle", price: [19, 39], products: [
            ["Insulated Steel Bottle", "Double-walled steel bottle that keeps drinks cold for 24 hours."],
            ["Glass Water Bottle", "Borosilicate glass bottle with a protective silicone sleeve."],
            ["Sports Squeeze Bottle", "A light BPA-free squeeze bottle with a leak-proof cap."],
          ] },
        ],
      },
      {
        name: "Stationery",
        leaves: [
          { name: "Notebooks", silhouette: "notebook", price: [9, 25], products: [
            ["Dotted A5 Notebook", "Lay-flat A5 notebook with 160 dotted pages of thick paper."],
            ["Linen Cover Journal", "A linen-bound journal with ribbon marker and lined pages."],
            ["Pocket Notebook Set", "Three pocket notebooks with kraft covers, plain, lined and squared."],
          ] },
          { name: "Stickers", silhouette: "notebook", price: [5, 12], products: [
            ["Logo Sticker Pack", "Ten weatherproof vinyl stickers with the shop logo and friends."],
            ["Holographic Sticker Sheet", "A sheet of holographic stickers that shimmer in the light."],
            ["Retro Badge Stickers", "Retro badge-style stickers for laptops and bottles."],
          ] },
        ],
      },
    ],
  },
];

/** "Women Tops T-Shirts" -> "women-tops-t-shirts": unique because each path is. */
export function slug(...names: string[]): string {
  return names
    .join(" ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
