import sharp from "sharp";
import type { Silhouette } from "./catalog-data";

// Product photos are drawn locally at seed time (no network): a garment or object silhouette
// in the product's colour on a soft studio background, rendered from SVG to WebP by sharp.

const SHAPES: Record<Silhouette, string> = {
  tee: "M150 170 L250 120 Q300 165 350 120 L450 170 L500 300 L430 330 L410 280 L410 640 L190 640 L190 280 L170 330 L100 300 Z",
  shirt: "M160 160 L250 120 L300 180 L350 120 L440 160 L500 560 L440 580 L420 300 L420 660 L180 660 L180 300 L160 580 L100 560 Z",
  knit: "M150 170 L250 125 Q300 175 350 125 L450 170 L520 560 L450 580 L410 300 L415 640 L185 640 L190 300 L150 580 L80 560 Z",
  dress: "M230 120 L270 120 Q300 160 330 120 L370 120 L380 250 L350 300 L470 680 L130 680 L250 300 L220 250 Z",
  trousers: "M190 110 L410 110 L440 680 L330 680 L300 300 L270 680 L160 680 Z",
  skirt: "M210 180 L390 180 L470 600 L130 600 Z",
  jacket: "M150 160 L250 115 L300 260 L350 115 L450 160 L520 580 L450 600 L420 320 L425 670 L175 670 L180 320 L150 600 L80 580 Z",
  bag: "M160 300 L440 300 L470 650 L130 650 Z M230 300 Q230 170 300 170 Q370 170 370 300 L345 300 Q345 200 300 200 Q255 200 255 300 Z",
  cap: "M150 420 Q150 230 300 230 Q450 230 450 420 Z M420 410 L560 440 L540 470 L420 450 Z",
  beanie: "M160 480 Q160 230 300 230 Q440 230 440 480 Z M150 470 L450 470 L450 560 L150 560 Z M280 200 a20 20 0 1 0 40 0 a20 20 0 1 0 -40 0",
  mug: "M180 260 L400 260 L390 600 L190 600 Z M400 320 Q500 320 500 420 Q500 520 395 520 L397 480 Q460 480 460 420 Q460 360 400 360 Z",
  bottle: "M265 120 L335 120 L335 190 Q400 230 400 300 L400 640 Q400 670 370 670 L230 670 Q200 670 200 640 L200 300 Q200 230 265 190 Z",
  notebook: "M170 150 L430 150 L430 650 L170 650 Z M195 150 L195 650",
};

export type ImageSize = "full" | "tiny";
const DIMENSIONS: Record<ImageSize, [number, number]> = { full: [600, 750], tiny: [24, 30] };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** One product photo; `variant` (0..5) changes the angle and background so a gallery is not six copies. */
export async function renderProductImage(options: {
  silhouette: Silhouette;
  colour: string;
  label: string;
  variant: number;
  size: ImageSize;
}): Promise<Uint8Array> {
  const { silhouette, colour, label, variant, size } = options;
  const backgrounds = ["#f3efe9", "#eef1f4", "#f4eef0", "#eef3ee", "#f1f0f6", "#f6f3ea"];
  const background = backgrounds[variant % backgrounds.length];
  const scale = 1 - (variant % 3) * 0.08;
  const tilt = ((variant % 4) - 1.5) * 3;
  const [width, height] = DIMENSIONS[size];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 750">
  <rect width="600" height="750" fill="${background}"/>
  <ellipse cx="300" cy="690" rx="210" ry="18" fill="#000" opacity="0.07"/>
  <g transform="translate(300 390) rotate(${tilt}) scale(${scale}) translate(-300 -390)">
    <path d="${SHAPES[silhouette]}" fill="${colour}" stroke="#00000022" stroke-width="4" fill-rule="evenodd"/>
  </g>
  <text x="300" y="728" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" fill="#6b6b6b" text-anchor="middle">${escapeXml(label)}</text>
</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer());
}
