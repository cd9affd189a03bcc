import {
  Mesh,
  OrthographicCamera,
  PlaneGeometry,
  Scene,
  ShaderMaterial,
  Vector2,
  Vector3,
  Vector4,
  WebGLRenderer,
} from 'three';
import { BASE_COLOR, MAX_REFLECT_ELEMENTS, POINTER_REST, STILL_FRAME_TIME_MS } from './liquid-constants';
import { clamp01, hexToRgb, type PlaneSize, pixelRatio, planeSize } from './liquid-math';
import { liquidFragmentShader, liquidVertexShader } from './liquid-shader';
import type { ReflectRect } from './reflect-tracker';

export interface LiquidSceneOptions {
  opacity: number;
  saturation: number;
  /** false: every frame shows the same still moment, whatever time it is given. */
  animate: boolean;
}

export interface LiquidScene {
  /** The WebGL renderer's name, e.g. "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device …))". */
  readonly rendererName: string;
  /** Sizes the drawing buffer; rebuilds the plane when the aspect ratio changed. */
  resize(width: number, height: number): void;
  /** The pointer, as fractions of the viewport (0–1, y down). */
  setPointer(x: number, y: number): void;
  setReflectRects(rects: readonly ReflectRect[]): void;
  setAppearance(appearance: { opacity: number; saturation: number }): void;
  render(timeMs: number): void;
  /** Frees the geometry, material and renderer and drops the WebGL context. */
  dispose(): void;
}

/** The camera sits this far in front of the plane; the displacement stays well inside ±1. */
const CAMERA_DISTANCE = 5;

function sameSize(a: PlaneSize, b: PlaneSize): boolean {
  return a.height === b.height && a.heightSegments === b.heightSegments;
}

/** The GPU's name where the browser tells it, else the driver's. */
function rendererNameOf(renderer: WebGLRenderer): string {
  const gl = renderer.getContext();
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
}

function createRenderer(canvas: HTMLCanvasElement): WebGLRenderer | null {
  try {
    return new WebGLRenderer({ canvas, alpha: true, antialias: false, powerPreference: 'low-power' });
  } catch {
    // No WebGL (disabled, blocklisted GPU, jsdom): the caller shows the static backdrop.
    return null;
  }
}

/** The liquid plane on `canvas`, or null when WebGL is unavailable. */
export function createLiquidScene(
  canvas: HTMLCanvasElement,
  options: LiquidSceneOptions,
): LiquidScene | null {
  const renderer = createRenderer(canvas);
  if (!renderer) return null;
  renderer.setClearColor(0x000000, 0);
  renderer.setPixelRatio(pixelRatio(window.devicePixelRatio));

  let size = planeSize(canvas.clientWidth || window.innerWidth, canvas.clientHeight || window.innerHeight);

  const rects = Array.from({ length: MAX_REFLECT_ELEMENTS }, () => new Vector4());
  const material = new ShaderMaterial({
    vertexShader: liquidVertexShader,
    fragmentShader: liquidFragmentShader,
    defines: { MAX_RECTS: MAX_REFLECT_ELEMENTS },
    uniforms: {
      uTime: { value: 0 },
      uPointer: { value: new Vector2(POINTER_REST, POINTER_REST) },
      uPlaneSize: { value: new Vector2(size.width, size.height) },
      uRects: { value: rects },
      uRectCount: { value: 0 },
      uBaseColor: { value: new Vector3(...hexToRgb(BASE_COLOR)) },
      uSaturation: { value: clamp01(options.saturation) },
      uOpacity: { value: clamp01(options.opacity) },
    },
    transparent: true,
    depthTest: false,
    depthWrite: false,
  });
  const uniforms = material.uniforms as {
    uTime: { value: number };
    uPointer: { value: Vector2 };
    uPlaneSize: { value: Vector2 };
    uRectCount: { value: number };
    uSaturation: { value: number };
    uOpacity: { value: number };
  };

  const buildGeometry = (plane: PlaneSize) =>
    new PlaneGeometry(plane.width, plane.height, plane.widthSegments, plane.heightSegments);
  const mesh = new Mesh(buildGeometry(size), material);
  // The bounding sphere ignores the shader's displacement; the plane is always on screen anyway.
  mesh.frustumCulled = false;

  const scene = new Scene();
  scene.add(mesh);

  const camera = new OrthographicCamera(1, 1, 1, 1, 0.1, CAMERA_DISTANCE * 2);
  camera.position.z = CAMERA_DISTANCE;
  const frame = (plane: PlaneSize) => {
    // The orthographic frustum is the plane itself, so it fills the canvas edge to edge.
    camera.left = -plane.width / 2;
    camera.right = plane.width / 2;
    camera.top = plane.height / 2;
    camera.bottom = -plane.height / 2;
    camera.updateProjectionMatrix();
  };
  frame(size);

  let disposed = false;

  return {
    rendererName: rendererNameOf(renderer),
    resize(width, height) {
      if (disposed || width <= 0 || height <= 0) return;
      renderer.setPixelRatio(pixelRatio(window.devicePixelRatio));
      renderer.setSize(width, height, false);
      const next = planeSize(width, height);
      if (sameSize(next, size)) return;
      size = next;
      mesh.geometry.dispose();
      mesh.geometry = buildGeometry(size);
      uniforms.uPlaneSize.value.set(size.width, size.height);
      frame(size);
    },
    setPointer(x, y) {
      uniforms.uPointer.value.set(x, y);
    },
    setReflectRects(next) {
      const count = Math.min(next.length, MAX_REFLECT_ELEMENTS);
      for (let i = 0; i < count; i++) {
        const rect = next[i];
        if (rect) rects[i]?.set(rect.x, rect.y, rect.width, rect.height);
      }
      uniforms.uRectCount.value = count;
    },
    setAppearance({ opacity, saturation }) {
      uniforms.uOpacity.value = clamp01(opacity);
      uniforms.uSaturation.value = clamp01(saturation);
    },
    render(timeMs) {
      if (disposed) return;
      uniforms.uTime.value = (options.animate ? timeMs : STILL_FRAME_TIME_MS) / 1000;
      renderer.render(scene, camera);
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      mesh.geometry.dispose();
      material.dispose();
      renderer.dispose();
      // dispose() leaves the context alive; browsers allow only a handful at once.
      renderer.forceContextLoss();
    },
  };
}
