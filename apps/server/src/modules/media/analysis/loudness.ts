import { truePeakMeter } from './true-peak';

/**
 * Loudness as EBU R 128 measures it (ITU-R BS.1770-4), computed the way libebur128 (MIT) does:
 * K-weighting designed for the file's own sample rate, gated 400 ms blocks every 100 ms, and the
 * Annex 2 true peak (true-peak.ts). What is kept does not grow with the file: per channel two
 * biquads' state and a sum of squares, the last four 100 ms energies, and a fixed histogram of
 * block energies in place of the list of blocks that the standard's formulas walk.
 */

/** A biquad's coefficients, a0 normalised to 1. */
export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/**
 * BS.1770-4's K-weighting for `sampleRate`: the head's high shelf (+4 dB above ~1.7 kHz), then the
 * RLB high-pass (~38 Hz). The standard tabulates both for 48 kHz only; libebur128 derives them for
 * any rate from these analogue prototypes, and at 48 kHz they reproduce the table.
 */
export function kWeighting(sampleRate: number): { shelf: Biquad; highPass: Biquad } {
  const shelfF0 = 1681.974450955533;
  const shelfGainDb = 3.999843853973347;
  const shelfQ = 0.7071752369554196;
  let k = Math.tan((Math.PI * shelfF0) / sampleRate);
  const vh = 10 ** (shelfGainDb / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / shelfQ + k * k;
  const shelf = {
    b0: (vh + (vb * k) / shelfQ + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / shelfQ + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / shelfQ + k * k) / a0,
  };

  const highPassF0 = 38.13547087602444;
  const highPassQ = 0.5003270373238773;
  k = Math.tan((Math.PI * highPassF0) / sampleRate);
  a0 = 1 + k / highPassQ + k * k;
  const highPass = {
    b0: 1,
    b1: -2,
    b2: 1,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / highPassQ + k * k) / a0,
  };
  return { shelf, highPass };
}

/**
 * Each channel's weight in the block energy, by position, as libebur128's default channel map:
 * left, right, centre 1.0; surrounds 1.41 (+1.5 dB); the LFE (index 3 of 5.1) and anything past
 * 5.1 not counted. Four channels are read as quad (L R Ls Rs), five as 5.0 (L R C Ls Rs).
 */
export function channelWeights(count: number): Float64Array {
  if (count === 4) return Float64Array.of(1, 1, 1.41, 1.41);
  if (count === 5) return Float64Array.of(1, 1, 1, 1.41, 1.41);
  const byPosition = [1, 1, 1, 0, 1.41, 1.41];
  return Float64Array.from({ length: count }, (_, i) => byPosition[i] ?? 0);
}

/** BS.1770-4: ℓ = −0.691 + 10·log10(z); the offset makes a 997 Hz sine read its RMS level. */
const LOUDNESS_OFFSET = -0.691;
const ABSOLUTE_GATE_LUFS = -70;
const RELATIVE_GATE_LU = -10;
/** A gating block is four 100 ms sub-blocks (400 ms), and a new one starts every sub-block (75 % overlap). */
const SUB_BLOCKS_PER_BLOCK = 4;
const SUB_BLOCKS_PER_SECOND = 10;

/**
 * The histogram of block loudness: 0.01 LU bins from the absolute gate up; louder blocks share the
 * top bin. Each bin counts its blocks and sums their energies, so the mean energies (and the result)
 * are exact; only the relative gate's cut is placed to the nearest bin centre.
 */
const HISTOGRAM_FLOOR_LUFS = ABSOLUTE_GATE_LUFS;
const HISTOGRAM_CEILING_LUFS = 10;
const HISTOGRAM_STEP_LU = 0.01;
const HISTOGRAM_BINS = Math.round((HISTOGRAM_CEILING_LUFS - HISTOGRAM_FLOOR_LUFS) / HISTOGRAM_STEP_LU);

const loudnessOf = (energy: number) => LOUDNESS_OFFSET + 10 * Math.log10(energy);
const decibels = (linear: number) => (linear > 0 ? 20 * Math.log10(linear) : null);

export interface LoudnessResult {
  /** Integrated (programme) loudness, LUFS; null below 400 ms or when no block passes the gates. */
  integratedLufs: number | null;
  /** The Annex 2 true peak, dBTP; null when nothing was added or all was digital silence. */
  truePeakDbtp: number | null;
  /** The loudest sample, dBFS; null likewise. */
  samplePeakDbfs: number | null;
}

/**
 * The integrated loudness and peaks of chunks `{ channels, sampleRate }` (one Float32Array per
 * channel, −1…1). The first chunk fixes the rate and the number of channels; a later chunk that
 * changes either is a caller's error and throws (audio-analysis.ts leaves such chunks out).
 */
export function loudnessMeter() {
  let sampleRate = 0;
  let channelCount = 0;
  let weights: Float64Array = new Float64Array(0);
  let coefficients = new Float64Array(10);
  /** Per channel: shelf s1, s2, high-pass s1, s2 (transposed direct form II). */
  let filterState = new Float64Array(0);
  /** Per channel: the sum of squares of the K-weighted samples of the open sub-block. */
  let squares = new Float64Array(0);
  let subBlockSize = 0;
  let subBlockFilled = 0;
  const recentSubBlocks = new Float64Array(SUB_BLOCKS_PER_BLOCK);
  let subBlocks = 0;
  const blockCounts = new Float64Array(HISTOGRAM_BINS);
  const blockEnergies = new Float64Array(HISTOGRAM_BINS);
  let peaks: ReturnType<typeof truePeakMeter> | null = null;

  function start(rate: number, count: number): void {
    if (!Number.isFinite(rate) || rate <= 0) throw new RangeError(`Not a sample rate: ${rate}`);
    sampleRate = rate;
    channelCount = count;
    weights = channelWeights(count);
    const { shelf, highPass } = kWeighting(rate);
    coefficients = Float64Array.of(
      shelf.b0,
      shelf.b1,
      shelf.b2,
      shelf.a1,
      shelf.a2,
      highPass.b0,
      highPass.b1,
      highPass.b2,
      highPass.a1,
      highPass.a2,
    );
    filterState = new Float64Array(4 * count);
    squares = new Float64Array(count);
    subBlockSize = Math.round(rate / SUB_BLOCKS_PER_SECOND);
    peaks = truePeakMeter(count, rate);
  }

  /** K-weights channel `c`'s samples [from, to), adding their squares to its open sub-block. */
  function filter(c: number, samples: Float32Array, from: number, to: number): void {
    const [sb0 = 0, sb1 = 0, sb2 = 0, sa1 = 0, sa2 = 0, hb0 = 0, hb1 = 0, hb2 = 0, ha1 = 0, ha2 = 0] =
      coefficients;
    let s1 = filterState[4 * c] ?? 0;
    let s2 = filterState[4 * c + 1] ?? 0;
    let h1 = filterState[4 * c + 2] ?? 0;
    let h2 = filterState[4 * c + 3] ?? 0;
    let sum = squares[c] ?? 0;
    for (let i = from; i < to; i++) {
      const x = samples[i] ?? 0;
      const shelved = sb0 * x + s1;
      s1 = sb1 * x - sa1 * shelved + s2;
      s2 = sb2 * x - sa2 * shelved;
      const y = hb0 * shelved + h1;
      h1 = hb1 * shelved - ha1 * y + h2;
      h2 = hb2 * shelved - ha2 * y;
      sum += y * y;
    }
    filterState[4 * c] = s1;
    filterState[4 * c + 1] = s2;
    filterState[4 * c + 2] = h1;
    filterState[4 * c + 3] = h2;
    squares[c] = sum;
  }

  /** Closes the sub-block; from the fourth on, each closes a 400 ms block into the histogram. */
  function closeSubBlock(): void {
    let energy = 0;
    for (let c = 0; c < channelCount; c++) {
      energy += (weights[c] ?? 0) * ((squares[c] ?? 0) / subBlockSize);
      squares[c] = 0;
    }
    recentSubBlocks[subBlocks % SUB_BLOCKS_PER_BLOCK] = energy;
    subBlocks++;
    if (subBlocks < SUB_BLOCKS_PER_BLOCK) return;
    // Summed in slot order, whatever the chunking, so equal input gives bit-equal results.
    let sum = 0;
    for (let i = 0; i < SUB_BLOCKS_PER_BLOCK; i++) sum += recentSubBlocks[i] ?? 0;
    const block = sum / SUB_BLOCKS_PER_BLOCK;
    if (!(block > 0)) return;
    const lufs = loudnessOf(block);
    if (!(lufs > ABSOLUTE_GATE_LUFS)) return;
    const bin = Math.min(HISTOGRAM_BINS - 1, Math.floor((lufs - HISTOGRAM_FLOOR_LUFS) / HISTOGRAM_STEP_LU));
    blockCounts[bin] = (blockCounts[bin] ?? 0) + 1;
    blockEnergies[bin] = (blockEnergies[bin] ?? 0) + block;
  }

  /** Resets filter state that went non-finite (a NaN sample) or so small it would turn denormal. */
  function flushState(): void {
    for (let i = 0; i < filterState.length; i++) {
      const value = filterState[i] ?? 0;
      if (!Number.isFinite(value) || Math.abs(value) < 1e-30) filterState[i] = 0;
    }
  }

  /** BS.1770-4 §2.8: the mean energy of the blocks above −70 LUFS and above that mean − 10 LU. */
  function integrated(): number | null {
    let count = 0;
    let energy = 0;
    for (let bin = 0; bin < HISTOGRAM_BINS; bin++) {
      count += blockCounts[bin] ?? 0;
      energy += blockEnergies[bin] ?? 0;
    }
    if (count === 0) return null;
    const relativeGate = loudnessOf(energy / count) + RELATIVE_GATE_LU;
    // The first bin whose centre lies above the gate.
    const first = Math.max(0, Math.ceil((relativeGate - HISTOGRAM_FLOOR_LUFS) / HISTOGRAM_STEP_LU - 0.5));
    count = 0;
    energy = 0;
    for (let bin = first; bin < HISTOGRAM_BINS; bin++) {
      count += blockCounts[bin] ?? 0;
      energy += blockEnergies[bin] ?? 0;
    }
    return count === 0 ? null : loudnessOf(energy / count);
  }

  return {
    add(channels: Float32Array[], rate: number): void {
      const frames = channels[0]?.length ?? 0;
      if (frames === 0) return;
      if (sampleRate === 0) start(rate, channels.length);
      else if (rate !== sampleRate || channels.length !== channelCount)
        throw new RangeError(
          `Stream changed from ${channelCount} channels at ${sampleRate} Hz to ${channels.length} at ${rate} Hz`,
        );
      peaks?.add(channels);
      for (let at = 0; at < frames; ) {
        const to = Math.min(at + subBlockSize - subBlockFilled, frames);
        for (let c = 0; c < channelCount; c++) {
          const channel = channels[c];
          if (channel && weights[c] !== 0) filter(c, channel, at, to);
        }
        subBlockFilled += to - at;
        at = to;
        if (subBlockFilled === subBlockSize) {
          closeSubBlock();
          subBlockFilled = 0;
        }
      }
      flushState();
    },

    /** The measures so far (a partial sub-block at the end is left out, as libebur128 does). */
    result(): LoudnessResult {
      const { truePeak, samplePeak } = peaks?.result() ?? { truePeak: 0, samplePeak: 0 };
      return {
        integratedLufs: integrated(),
        truePeakDbtp: decibels(truePeak),
        samplePeakDbfs: decibels(samplePeak),
      };
    },
  };
}
