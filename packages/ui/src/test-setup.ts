import '@testing-library/jest-dom';

// jsdom has no layout, so no ResizeObserver; Radix's positioning only needs it to exist.
class NoopResizeObserver { observe() {} unobserve() {} disconnect() {} }
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

// jsdom has the <dialog> element but not its modal methods; open and close it as a browser does,
// without the top layer and inertness jsdom cannot model.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show ??= function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])')?.focus(); // its focusing steps
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    // as in the browser, the event comes in a task of its own
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
}
