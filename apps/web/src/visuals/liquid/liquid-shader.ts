/**
 * GLSL for the liquid plane (a three ShaderMaterial; three adds the `#version 300 es` wrapper and
 * the MAX_RECTS define from MAX_REFLECT_ELEMENTS).
 *
 * Cost matters more than fidelity: CI renders with SwiftShader on the CPU. So every vertex walks
 * the rectangles once, the waves are four sines whose gradients are exact and cheap (no extra
 * height samples for normals), and the fragment shader is a handful of dot products.
 *
 * Coordinates: `p` is in plane units with y pointing down, like the viewport fractions the
 * pointer and rectangles arrive in; the normal is flipped to y-up world space at the end.
 */

export const liquidVertexShader = /* glsl */ `
// Flowing waves: overall amplitude and how far a slow swirl bends their straight crests.
#define WAVE_SCALE 1.0
#define SWIRL 0.6
// Around rectangles: how far their influence reaches (plane units), how strongly the flow is
// pushed away, how calm the surface gets beneath them, and the highlight ridge along the edges.
#define FLOW_REACH 1.6
#define FLOW_PUSH 0.9
#define CALM_UNDER 0.3
#define RIM_WIDTH 0.45
#define RIM_HEIGHT 0.1
// Elements are rounded cards and buttons: their boxes get round corners of this radius.
#define CORNER_RADIUS 0.35
// The pointer: a soft bulge plus a ring ripple spreading out from it.
#define POINTER_HEIGHT 0.5
#define POINTER_RADIUS 1.6
#define RIPPLE_HEIGHT 0.05
#define RIPPLE_WAVENUMBER 3.0
#define RIPPLE_SPEED 2.4
#define RIPPLE_DECAY 2.2

uniform float uTime;
uniform vec2 uPointer;
uniform vec2 uPlaneSize;
uniform vec4 uRects[MAX_RECTS];
uniform int uRectCount;

varying vec3 vNormal;
varying float vHeight;
varying float vRim;
varying vec2 vUv;

// One travelling sine: adds its height to h and its exact gradient to g. dir is unit length.
void addWave(vec2 p, vec2 dir, float k, float speed, float amp, inout float h, inout vec2 g) {
  float phase = dot(p, dir) * k + uTime * speed;
  h += amp * sin(phase);
  g += amp * k * cos(phase) * dir;
}

// Signed distance from p to a box (negative inside) and, in dir, the way out of its edge.
float boxDistance(vec2 p, vec2 center, vec2 halfSize, out vec2 dir) {
  vec2 offset = p - center;
  vec2 q = abs(offset) - halfSize;
  vec2 outside = max(q, 0.0);
  float outsideLength = length(outside);
  vec2 side = vec2(offset.x < 0.0 ? -1.0 : 1.0, offset.y < 0.0 ? -1.0 : 1.0);
  dir = outsideLength > 0.0 ? side * outside / outsideLength : vec2(0.0);
  return outsideLength + min(max(q.x, q.y), 0.0);
}

// Away from the box's core (its centre line), which unlike the distance's own direction has no
// crease along the diagonals inside the box, so the flow pushed along it stays smooth.
vec2 awayFromCore(vec2 p, vec2 center, vec2 halfSize) {
  vec2 offset = p - center;
  vec2 core = halfSize - min(halfSize.x, halfSize.y);
  vec2 away = offset - clamp(offset, -core, core);
  float len = length(away);
  return len > 1e-4 ? away / len : vec2(0.0);
}

void main() {
  vUv = uv;
  vec2 p = vec2(uv.x, 1.0 - uv.y) * uPlaneSize;

  // The nearest rectangle shapes the rim and the calm; every nearby one pushes the flow.
  float nearest = 1e4;
  vec2 nearestDir = vec2(0.0);
  vec2 push = vec2(0.0);
  for (int i = 0; i < MAX_RECTS; i++) {
    if (i >= uRectCount) break;
    vec4 rect = uRects[i];
    vec2 halfSize = rect.zw * uPlaneSize * 0.5;
    vec2 center = rect.xy * uPlaneSize + halfSize;
    vec2 dir;
    float radius = min(CORNER_RADIUS, min(halfSize.x, halfSize.y));
    float d = boxDistance(p, center, halfSize - radius, dir) - radius;
    push += awayFromCore(p, center, halfSize) * (1.0 - smoothstep(0.0, FLOW_REACH, d));
    if (d < nearest) {
      nearest = d;
      nearestDir = dir;
    }
  }

  // Sampling the waves closer to the rectangles makes their pattern bend outward around them.
  vec2 q = p - push * FLOW_PUSH;
  float t = uTime;
  q += SWIRL * vec2(sin(q.y * 0.31 + t * 0.21), cos(q.x * 0.27 - t * 0.17));

  float h = 0.0;
  vec2 g = vec2(0.0);
  addWave(q, vec2(0.8, 0.6), 0.35, 0.55, 0.12 * WAVE_SCALE, h, g);
  addWave(q, vec2(-0.6, 0.8), 0.72, 0.8, 0.07 * WAVE_SCALE, h, g);
  addWave(q, vec2(0.96, -0.28), 1.3, 1.1, 0.045 * WAVE_SCALE, h, g);
  addWave(q, vec2(-0.28, -0.96), 2.3, 1.5, 0.025 * WAVE_SCALE, h, g);

  // Beneath an element the surface calms down, so text over it sits on still water.
  float calm = mix(CALM_UNDER, 1.0, smoothstep(-FLOW_REACH, FLOW_REACH * 0.5, nearest));
  h *= calm;
  g *= calm;

  // A ridge rises to each element's edge and stays level inside, where the distance's direction
  // creases along the diagonals and the lighting would show it. The glow rings the edge itself.
  float outside = max(nearest, 0.0);
  float ridge = RIM_HEIGHT * exp(-(outside * outside) / (RIM_WIDTH * RIM_WIDTH));
  h += ridge;
  g += ridge * (-2.0 * outside / (RIM_WIDTH * RIM_WIDTH)) * nearestDir;
  float rim = exp(-(nearest * nearest) / (RIM_WIDTH * RIM_WIDTH));

  vec2 toPointer = p - uPointer * uPlaneSize;
  float r = length(toPointer);
  float bulge = POINTER_HEIGHT * exp(-(r * r) / (POINTER_RADIUS * POINTER_RADIUS));
  float decay = RIPPLE_HEIGHT * exp(-r / RIPPLE_DECAY);
  float ripplePhase = r * RIPPLE_WAVENUMBER - t * RIPPLE_SPEED;
  h += bulge + decay * sin(ripplePhase);
  float dhdr = bulge * (-2.0 * r / (POINTER_RADIUS * POINTER_RADIUS))
    + decay * (RIPPLE_WAVENUMBER * cos(ripplePhase) - sin(ripplePhase) / RIPPLE_DECAY);
  g += dhdr * toPointer / max(r, 1e-4);

  vHeight = h;
  vRim = rim;
  vNormal = normalize(vec3(-g.x, g.y, 1.0));
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position.xy, h, 1.0);
}
`;

export const liquidFragmentShader = /* glsl */ `
uniform vec3 uBaseColor;
uniform float uSaturation;
uniform float uOpacity;

varying vec3 vNormal;
varying float vHeight;
varying float vRim;
varying vec2 vUv;

// Kept dark on purpose: white page text has to stay readable on the brightest spot.
const vec3 DEEP = vec3(0.012, 0.016, 0.045);
#define BODY_STRENGTH 0.5
#define SPECULAR_STRENGTH 0.35
#define SHININESS 60.0
#define RIM_GLOW 0.16

void main() {
  vec3 n = normalize(vNormal);
  vec3 light = normalize(vec3(-0.45, 0.6, 0.65));
  vec3 halfway = normalize(light + vec3(0.0, 0.0, 1.0));

  // Slopes facing the light and wave crests pick up the royal-blue body; troughs stay deep.
  float facing = smoothstep(0.45, 0.9, dot(n, light));
  float crest = smoothstep(-0.25, 0.35, vHeight);
  vec3 color = mix(DEEP, uBaseColor * BODY_STRENGTH, clamp(facing * 0.75 + crest * 0.25, 0.0, 1.0));

  float specular = pow(max(dot(n, halfway), 0.0), SHININESS) * SPECULAR_STRENGTH;
  color += vec3(0.75, 0.82, 1.0) * specular;
  color += uBaseColor * RIM_GLOW * vRim;

  // Fade towards the lower corners so the glow gathers near the top, like the static backdrop.
  float vignette = smoothstep(1.25, 0.25, length((vUv - vec2(0.5, 0.8)) * vec2(1.0, 1.3)));
  color = mix(DEEP, color, 0.45 + 0.55 * vignette);

  float luma = dot(color, vec3(0.2126, 0.7152, 0.0722));
  color = mix(vec3(luma), color, uSaturation);

  gl_FragColor = vec4(color, uOpacity);
}
`;
