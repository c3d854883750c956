/**
 * Standard normal distribution helpers used to turn point spreads into win probabilities
 * and back. Pure maths, no dependencies.
 */

// Abramowitz & Stegun, Handbook of Mathematical Functions, formula 7.1.26:
// erf(x) ≈ 1 − (a1·t + a2·t² + a3·t³ + a4·t⁴ + a5·t⁵)·e^(−x²), t = 1 / (1 + p·x), x ≥ 0.
// Maximum absolute error 1.5e-7, far below anything visible in a percentage.
const AS_P = 0.3275911;
const AS_A1 = 0.254829592;
const AS_A2 = -0.284496736;
const AS_A3 = 1.421413741;
const AS_A4 = -1.453152027;
const AS_A5 = 1.061405429;

/** Error function (A&S 7.1.26). Odd by construction, and exactly 0 at 0. */
export function erf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x === 0) return 0;
  const sign = x < 0 ? -1 : 1;
  const ax = Math.abs(x);
  const t = 1 / (1 + AS_P * ax);
  const poly = ((((AS_A5 * t + AS_A4) * t + AS_A3) * t + AS_A2) * t + AS_A1) * t;
  return sign * (1 - poly * Math.exp(-ax * ax));
}

/**
 * Standard normal CDF Φ(z). Computed for |z| and mirrored so Φ(−z) = 1 − Φ(z)
 * holds exactly and Φ(0) is exactly 0.5.
 */
export function normalCdf(z: number): number {
  if (Number.isNaN(z)) return Number.NaN;
  if (z === Number.POSITIVE_INFINITY) return 1;
  if (z === Number.NEGATIVE_INFINITY) return 0;
  const upper = 0.5 * (1 + erf(Math.abs(z) / Math.SQRT2));
  return z < 0 ? 1 - upper : upper;
}

// Peter J. Acklam's rational approximation of the inverse normal CDF
// (relative error below 1.15e-9 over the whole open interval (0, 1)).
const ACK_A = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239] as const;
const ACK_B = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1] as const;
const ACK_C = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783] as const;
const ACK_D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137052022, 3.754408661907416] as const;
const ACK_P_LOW = 0.02425;

function tail(q: number): number {
  const [c1, c2, c3, c4, c5, c6] = ACK_C;
  const [d1, d2, d3, d4] = ACK_D;
  return (((((c1 * q + c2) * q + c3) * q + c4) * q + c5) * q + c6) / ((((d1 * q + d2) * q + d3) * q + d4) * q + 1);
}

/** Inverse standard normal CDF Φ⁻¹(p) (Acklam). ±Infinity at 0 and 1, NaN outside [0, 1]. */
export function inverseNormalCdf(p: number): number {
  if (Number.isNaN(p) || p < 0 || p > 1) return Number.NaN;
  if (p === 0) return Number.NEGATIVE_INFINITY;
  if (p === 1) return Number.POSITIVE_INFINITY;
  if (p < ACK_P_LOW) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - ACK_P_LOW) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const [a1, a2, a3, a4, a5, a6] = ACK_A;
  const [b1, b2, b3, b4, b5] = ACK_B;
  const q = p - 0.5;
  const r = q * q;
  return ((((((a1 * r + a2) * r + a3) * r + a4) * r + a5) * r + a6) * q) / (((((b1 * r + b2) * r + b3) * r + b4) * r + b5) * r + 1);
}
