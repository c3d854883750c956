/**
 * What the apps may use of React Router. A shared module cannot be tree-shaken (any remote may
 * ask for any export), so sharing react-router itself put all of it (data routers, server
 * rendering, framework mode: ~63 KB gzip) on every first page load. Sharing this facade instead
 * keeps the single router context and ships only what is listed here.
 * Add an export when an app needs it; every export is paid for on the first load of every page.
 */
export { BrowserRouter, Link, MemoryRouter, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
export type { LinkProps, Location, NavigateFunction, PathMatch, SetURLSearchParams } from 'react-router';
// The router's own URL matcher (its <Routes> match with it already, so it costs the first load
// nothing): the route table matches a URL with it on the server and in the browser alike.
export { matchPath } from 'react-router';
