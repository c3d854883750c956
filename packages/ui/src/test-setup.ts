import '@testing-library/jest-dom';

// jsdom has no layout, so no ResizeObserver; Radix's positioning only needs it to exist.
class NoopResizeObserver { observe() {} unobserve() {} disconnect() {} }
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
