import type { ProjectType } from '../http/projects';
import type { Palette } from './palettes';
import type { Random } from './random';

/** The shapes of the generated pictures (picture.ts): one motif per project type, a few for artwork. */

export type Motif = (r: Random, p: Palette, w: number, h: number) => string;

const f = (n: number) => n.toFixed(1);
export const circle = (cx: number, cy: number, radius: number, fill: string, opacity = 1) =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius)}" fill="${fill}" opacity="${opacity.toFixed(2)}"/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, opacity = 1, rx = 0) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${rx}" fill="${fill}" opacity="${opacity.toFixed(2)}"/>`;
const stroke = (d: string, color: string, width: number, opacity = 1) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity.toFixed(2)}"/>`;

/** A sine-like wave across the picture at height `y`. */
function wave(w: number, y: number, amplitude: number, periods: number, phase: number): string {
  const points: string[] = [];
  for (let x = 0; x <= w; x += w / 120) {
    points.push(`${f(x)} ${f(y + amplitude * Math.sin((x / w) * periods * 2 * Math.PI + phase))}`);
  }
  return `M${points.join(' L')}`;
}

/** A soft blob: a closed curve around (cx, cy) whose radius wobbles. */
function blob(r: Random, cx: number, cy: number, radius: number): string {
  const n = 7;
  const pts = Array.from({ length: n }, (_, i) => {
    const a = (i / n) * 2 * Math.PI;
    const rr = radius * r.between(0.7, 1.2);
    return [cx + rr * Math.cos(a), cy + rr * Math.sin(a)] as const;
  });
  const mid = (i: number) => {
    const [x1, y1] = pts[i % n] as readonly [number, number];
    const [x2, y2] = pts[(i + 1) % n] as readonly [number, number];
    return `${f((x1 + x2) / 2)} ${f((y1 + y2) / 2)}`;
  };
  const segments = pts.map(([x, y], i) => `Q${f(x)} ${f(y)} ${mid(i)}`);
  return `M${mid(n - 1)} ${segments.join(' ')} Z`;
}

const bars: Motif = (r, p, w, h) => {
  const count = 48;
  const width = w / count;
  let out = '';
  for (let i = 0; i < count; i++) {
    const level = 0.15 + 0.7 * Math.abs(Math.sin(i * 0.35 + r.between(0, 0.8))) * r.between(0.5, 1);
    const height = level * h * 0.7;
    out += rect(
      i * width + width * 0.2,
      (h - height) / 2,
      width * 0.6,
      height,
      p.accents[i % 3 === 0 ? 0 : 1],
      0.8,
      3,
    );
  }
  return out + circle(w * 0.8, h * 0.25, h * 0.18, p.accents[2], 0.5);
};

const waves: Motif = (r, p, w, h) => {
  let out = '';
  for (let i = 0; i < 7; i++) {
    const color = p.accents[i % 3] ?? p.accents[0];
    out += stroke(
      wave(w, h * (0.25 + i * 0.09), h * r.between(0.04, 0.12), r.between(1, 3), r.between(0, 6)),
      color,
      r.between(3, 9),
      0.75,
    );
  }
  return out;
};

const blobs: Motif = (r, p, w, h) => {
  let out = '';
  for (let i = 0; i < 6; i++) {
    out += `<path d="${blob(r, r.between(0, w), r.between(0, h), r.between(h * 0.15, h * 0.4))}" fill="${p.accents[i % 3]}" opacity="${r.between(0.35, 0.75).toFixed(2)}"/>`;
  }
  return out;
};

const lines: Motif = (r, p, w, h) => {
  let out =
    circle(w * 0.12, h * 0.3, h * 0.09, p.accents[2], 0.9) +
    circle(w * 0.2, h * 0.3, h * 0.09, p.accents[2], 0.9);
  for (let i = 0; i < 9; i++) {
    const y = h * (0.5 + i * 0.055);
    out += rect(w * 0.1, y, w * r.between(0.45, 0.8), h * 0.018, p.accents[1], 0.7, 4);
  }
  return out;
};

const filmStrip: Motif = (r, p, w, h) => {
  let out = rect(0, h * 0.28, w, h * 0.44, '#111111', 0.85);
  for (let x = 10; x < w; x += 40) {
    out +=
      rect(x, h * 0.3, 22, h * 0.04, p.accents[1], 0.9, 3) +
      rect(x, h * 0.66, 22, h * 0.04, p.accents[1], 0.9, 3);
  }
  for (let i = 0; i < 4; i++) {
    out += rect(
      w * (0.04 + i * 0.245),
      h * 0.37,
      w * 0.22,
      h * 0.26,
      p.accents[i % 3] ?? p.accents[0],
      r.between(0.5, 0.9),
      6,
    );
  }
  return out;
};

const bokeh: Motif = (r, p, w, h) => {
  let out = '';
  for (let i = 0; i < 40; i++)
    out += circle(
      r.between(0, w),
      r.between(0, h),
      r.between(8, h * 0.12),
      p.accents[i % 3] ?? p.accents[0],
      r.between(0.15, 0.5),
    );
  const blades = Array.from({ length: 6 }, (_, i) => {
    const a = (i / 6) * 2 * Math.PI + 0.3;
    return `${f(w / 2 + h * 0.28 * Math.cos(a))} ${f(h / 2 + h * 0.28 * Math.sin(a))}`;
  });
  return `${out}<path d="M${blades.join(' L')} Z" fill="none" stroke="${p.accents[1]}" stroke-width="10" opacity="0.8"/>`;
};

const bauhaus: Motif = (r, p, w, h) => {
  let out = '';
  const cell = h / 3;
  for (let y = 0; y < 3; y++) {
    for (let x = 0; x * cell < w; x++) {
      const color = r.pick(p.accents);
      const [cx, cy] = [x * cell + cell / 2, y * cell + cell / 2];
      const shape = r.int(0, 3);
      if (shape === 0) out += circle(cx, cy, cell * 0.4, color, 0.85);
      else if (shape === 1)
        out += rect(cx - cell * 0.35, cy - cell * 0.35, cell * 0.7, cell * 0.7, color, 0.85);
      else if (shape === 2)
        out += `<path d="M${f(cx - cell * 0.4)} ${f(cy + cell * 0.35)} L${f(cx)} ${f(cy - cell * 0.4)} L${f(cx + cell * 0.4)} ${f(cy + cell * 0.35)} Z" fill="${color}" opacity="0.85"/>`;
    }
  }
  return out;
};

const bounce: Motif = (r, p, w, h) => {
  let out = stroke(wave(w, h * 0.82, 0, 1, 0), p.accents[1], 4, 0.6);
  for (let i = 0; i < 12; i++) {
    const x = w * (0.06 + i * 0.08);
    const y = h * 0.78 - Math.abs(Math.sin(i * 0.8)) * h * 0.55;
    out += circle(x, y, h * 0.05, p.accents[i % 2 === 0 ? 0 : 2], 0.25 + i * 0.06);
  }
  return out + circle(w * 0.85, h * 0.2, h * r.between(0.08, 0.12), p.accents[1], 0.8);
};

const pixels: Motif = (r, p, w, h) => {
  let out = '';
  const size = h / 14;
  for (let x = 0; x * size < w; x++) {
    const top = Math.round(7 + 3 * Math.sin(x * 0.4) + r.int(-1, 1));
    for (let y = top; y < 14; y++)
      out += rect(
        x * size,
        y * size,
        size - 2,
        size - 2,
        y === top ? p.accents[0] : p.accents[2],
        y === top ? 0.95 : 0.55,
      );
  }
  return out + rect(w * 0.2, size * 2, size * 2, size * 2, p.accents[1], 0.9);
};

const rings: Motif = (r, p, w, h) => {
  let out = '';
  for (let i = 8; i > 0; i--)
    out += circle(w * 0.35, h * 0.5, i * h * 0.07, p.accents[i % 3] ?? p.accents[0], 0.35);
  for (let i = 0; i < 30; i++)
    out += rect(r.between(w * 0.55, w), r.between(0, h), 14, 14, r.pick(p.accents), 0.8, 3);
  return out;
};

const circuit: Motif = (r, p, w, h) => {
  let out = '';
  for (let i = 0; i < 14; i++) {
    let x = r.between(0, w);
    let y = r.between(0, h);
    let d = `M${f(x)} ${f(y)}`;
    for (let s = 0; s < 4; s++) {
      if (s % 2 === 0) x += r.between(-200, 200);
      else y += r.between(-120, 120);
      d += ` L${f(x)} ${f(y)}`;
    }
    out += stroke(d, p.accents[i % 3] ?? p.accents[0], 4, 0.75) + circle(x, y, 9, p.accents[1], 0.95);
  }
  return out;
};

const steps: Motif = (r, p, w, h) => {
  let out = '';
  for (let i = 0; i < 8; i++) {
    const height = h * (0.12 + i * 0.09);
    out += rect(
      w * (0.06 + i * 0.11),
      h - height,
      w * 0.09,
      height,
      p.accents[i % 3] ?? p.accents[0],
      0.8,
      6,
    );
  }
  return out + circle(w * 0.85, h * 0.18, h * r.between(0.06, 0.1), p.accents[1], 0.9);
};

const stripes: Motif = (r, p, w, h) => {
  let out = '';
  // Diagonal bands from bottom left to top right, starting far enough left to cover the corner.
  for (let i = 0; i * 110 - h < w; i++) {
    const x = i * 110 - h;
    out += `<path d="M${x} ${h} L${x + h} 0 L${x + h + 50} 0 L${x + 50} ${h} Z" fill="${p.accents[i % 3]}" opacity="${r.between(0.3, 0.7).toFixed(2)}"/>`;
  }
  return out;
};

const sunset: Motif = (r, p, w, h) => {
  let out = circle(w * r.between(0.3, 0.7), h * 0.55, h * 0.22, p.accents[0], 0.95);
  for (let i = 0; i < 4; i++) {
    const y = h * (0.6 + i * 0.1);
    const hills = `${wave(w, y, h * 0.05, r.between(1, 2.5), r.between(0, 6))} L${w} ${h} L0 ${h} Z`;
    out += `<path d="${hills}" fill="${p.accents[i % 2 === 0 ? 2 : 1]}" opacity="${(0.35 + i * 0.18).toFixed(2)}"/>`;
  }
  return out;
};

const orbits: Motif = (r, p, w, h) => {
  let out = '';
  for (let i = 1; i <= 6; i++) {
    out += `<ellipse cx="${w / 2}" cy="${h / 2}" rx="${f(i * w * 0.075)}" ry="${f(i * h * 0.06)}" fill="none" stroke="${p.accents[1]}" stroke-width="2" opacity="0.5" transform="rotate(${f(r.between(-25, 25))} ${w / 2} ${h / 2})"/>`;
    const a = r.between(0, 2 * Math.PI);
    out += circle(
      w / 2 + i * w * 0.075 * Math.cos(a),
      h / 2 + i * h * 0.06 * Math.sin(a),
      r.between(8, 22),
      p.accents[i % 3] ?? p.accents[0],
      0.95,
    );
  }
  return out + circle(w / 2, h / 2, h * 0.08, p.accents[0], 0.95);
};

export const MOTIFS: Record<ProjectType, Motif> = {
  music: bars,
  art: blobs,
  writing: lines,
  film: filmStrip,
  photography: bokeh,
  design: bauhaus,
  animation: bounce,
  'game-development': pixels,
  creative: rings,
  technology: circuit,
  gaming: orbits,
  education: steps,
  other: stripes,
};

export const ARTWORK_STYLES = { sunset, waves, blobs, orbits, bauhaus, stripes } as const;
export type ArtworkStyle = keyof typeof ARTWORK_STYLES;

/** The motifs an avatar is drawn with. */
export const AVATAR_MOTIFS = [blobs, orbits, rings, sunset] as const;
