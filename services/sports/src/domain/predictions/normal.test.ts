import { erf, inverseNormalCdf, normalCdf } from './normal';

describe('erf (Abramowitz–Stegun 7.1.26)', () => {
  test('matches reference values within the documented 1.5e-7', () => {
    expect(Math.abs(erf(0.5) - 0.5204998778130465)).toBeLessThan(1.5e-7);
    expect(Math.abs(erf(1) - 0.8427007929497148)).toBeLessThan(1.5e-7);
    expect(Math.abs(erf(2) - 0.9953222650189527)).toBeLessThan(1.5e-7);
  });
  test('is odd and exactly 0 at 0', () => {
    expect(erf(0)).toBe(0);
    for (const x of [0.1, 0.7, 1.3, 3]) expect(erf(-x)).toBe(-erf(x));
  });
});

describe('normalCdf Φ', () => {
  test('Φ(0) is exactly 0.5 and Φ(1.96) ≈ 0.975', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1.96)).toBeCloseTo(0.9750021, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.1586553, 6);
  });
  test('symmetric: Φ(−z) = 1 − Φ(z)', () => {
    for (const z of [0.01, 0.25, 0.5213, 1, 2.5, 4]) expect(normalCdf(-z) + normalCdf(z)).toBeCloseTo(1, 12);
  });
  test('monotonic and bounded', () => {
    let prev = -1;
    for (let z = -6; z <= 6; z += 0.25) {
      const v = normalCdf(z);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1);
      expect(v).toBeGreaterThan(prev);
      prev = v;
    }
    expect(normalCdf(Infinity)).toBe(1);
    expect(normalCdf(-Infinity)).toBe(0);
    expect(normalCdf(Number.NaN)).toBeNaN();
  });
});

describe('inverseNormalCdf Φ⁻¹ (Acklam)', () => {
  test('reference values', () => {
    expect(inverseNormalCdf(0.5)).toBe(0);
    expect(inverseNormalCdf(0.975)).toBeCloseTo(1.959964, 5);
    expect(inverseNormalCdf(0.025)).toBeCloseTo(-1.959964, 5);
    expect(inverseNormalCdf(0.01)).toBeCloseTo(-2.326348, 5); // lower tail branch
    expect(inverseNormalCdf(0.99)).toBeCloseTo(2.326348, 5); // upper tail branch
  });
  test('round-trips with Φ across all three branches', () => {
    for (const p of [0.001, 0.02, 0.1, 0.3, 0.5, 0.62, 0.9, 0.98, 0.999]) {
      expect(normalCdf(inverseNormalCdf(p))).toBeCloseTo(p, 6);
    }
  });
  test('edges', () => {
    expect(inverseNormalCdf(0)).toBe(-Infinity);
    expect(inverseNormalCdf(1)).toBe(Infinity);
    expect(inverseNormalCdf(-0.1)).toBeNaN();
    expect(inverseNormalCdf(1.1)).toBeNaN();
  });
});
