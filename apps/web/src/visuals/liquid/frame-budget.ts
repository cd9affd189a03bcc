/**
 * Frames slower than this, typically, mean the device cannot afford the animation: WebGL on a
 * software renderer (no GPU, or a blocklisted one) manages a few frames a second and takes the
 * page's main thread with it. Such a device gets the still frame instead.
 */
export const SLOW_FRAME_MS = 50;
/** The first frames compile shaders and upload the mesh: they do not count. */
export const WARMUP_FRAMES = 5;
/** The judgement is the median of this many recent frame intervals. */
export const SAMPLE_FRAMES = 10;

/**
 * Whether a WebGL renderer's name is a software one (SwiftShader, Mesa's llvmpipe/softpipe): the
 * GPU is missing or blocklisted, and the animation would cost the page a CPU core for a few frames
 * a second. Those get the still frame from the start, without waiting for the frame budget.
 */
export function isSoftwareRenderer(rendererName: string): boolean {
  return /swiftshader|llvmpipe|softpipe|software/i.test(rendererName);
}

/** Records frame intervals and says when their recent median is over budget. */
export function createFrameBudget({
  slowFrameMs = SLOW_FRAME_MS,
  warmupFrames = WARMUP_FRAMES,
  sampleFrames = SAMPLE_FRAMES,
} = {}) {
  const recent: number[] = [];
  let warmup = warmupFrames;
  return {
    /** Adds one interval; true when the animation is too slow to keep. */
    record(intervalMs: number): boolean {
      if (warmup > 0) {
        warmup--;
        return false;
      }
      recent.push(intervalMs);
      if (recent.length > sampleFrames) recent.shift();
      if (recent.length < sampleFrames) return false;
      const sorted = [...recent].sort((a, b) => a - b);
      const middle = (sorted.length - 1) / 2;
      const median = ((sorted[Math.floor(middle)] ?? 0) + (sorted[Math.ceil(middle)] ?? 0)) / 2;
      return median > slowFrameMs;
    },
  };
}
