/**
 * The shell's server build: the gateway requires dist/server/render.js and calls renderFirstScreen
 * for each page it serves. Like the browser entry, the work happens behind a dynamic import, so
 * the shared modules (React, the router, …) are settled with the remotes before any is used.
 */
import type { RenderFirstScreen } from '@gg/first-screen';

export const renderFirstScreen: RenderFirstScreen = async (request) => (await import('./render')).renderFirstScreen(request);
