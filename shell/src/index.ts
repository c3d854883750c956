// Async boundary: shared singletons (react, router, …) are negotiated before any of them is used.
// In a task of its own: the federation runtime's start and that negotiation in one task blocked a
// slow phone for a quarter of a second.
setTimeout(() => { void import('./bootstrap'); }, 0);
