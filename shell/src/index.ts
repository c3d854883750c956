// Async boundary: shared singletons (react, router, …) are negotiated before any of them is used.
import('./bootstrap');
