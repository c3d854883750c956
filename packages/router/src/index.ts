/**
 * What the apps may use of React Router. A shared module cannot be tree-shaken (any remote may
 * ask for any export), so sharing react-router itself put all of it (data routers, server
 * rendering, framework mode: ~63 KB gzip) on every first page load. Sharing this facade instead
 * keeps the single router context and ships only what is listed here.
 * Add an export when an app needs it; every export is paid for on the first load of every page.
 */
export { BrowserRouter, Link, MemoryRouter, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
export type { LinkProps, Location, NavigateFunction, SetURLSearchParams } from 'react-router';
