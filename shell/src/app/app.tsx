import styled from '@emotion/styled';
import { QueryClientProvider, type QueryClient } from '@gg/data';
import { RenderClockContext, ThemeRoot, type RenderClock, themed } from '@gg/ui';
import { Toaster } from '@gg/ui/toast';
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation } from '@gg/router';
import { useEffect } from 'react';
import { RemoteRoute } from '../federation/remote-route';
import { Header } from '../layout/header';
import { NotFound } from '../layout/not-found';
import { OfflineBanner } from '../offline/offline-banner';
import { RouteFocus } from './route-focus';
import { REMOTE_ROUTES } from './routes';

const Content = styled.div(themed(({ theme }) => ({
  // room for the fixed bottom navigation and the phone's home indicator
  paddingBottom: `calc(${theme.layout.bottomNavHeight} + env(safe-area-inset-bottom))`,
  minHeight: '100vh',
  // focused by the skip link and after a route change (see RouteFocus), as a place to start
  // reading from, not a control: no ring around the whole page or its heading
  '&:focus, & h1[tabindex="-1"]:focus': { outline: 'none' },
  // the navigation is in the header on desktops
  [theme.breakpoint.desktop]: { paddingBottom: 0 },
})));

const SkipLink = styled.a(themed(({ theme }) => ({
  position: 'absolute',
  left: theme.space(1),
  top: 0,
  // fully off screen until focused (its padding made it taller than one touch target)
  transform: 'translateY(-120%)',
  zIndex: 50,
  padding: `${theme.space(1.5)} ${theme.space(2)}`,
  background: theme.color.surface,
  color: theme.color.text,
  borderRadius: theme.radius.sm,
  '&:focus': { transform: 'none', top: theme.space(1) },
})));

function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => { window.scrollTo(0, 0); }, [pathname]);
  return null;
}

export function AppRoutes() {
  return (
    <Routes>
      {REMOTE_ROUTES.map((r) => (
        <Route key={r.path} path={r.path} element={<RemoteRoute page={r} />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

export function Layout() {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header />
      <OfflineBanner />
      <Content id="main" tabIndex={-1}>
        <AppRoutes />
      </Content>
      <RouteFocus containerId="main" />
      <Toaster />
    </>
  );
}

/**
 * The whole site. In the browser it follows the address bar; the server renderer passes the
 * `location` it renders (there is no address bar there) and gets the same tree, which the
 * browser then hydrates. `renderClock` is the time zone and time the page's dates are written
 * with: the server passes the request's, and the browser, hydrating, the one the HTML says it was
 * rendered with (see useTimeZone and useNow).
 */
export function App({ queryClient, location, renderClock }: { queryClient: QueryClient; location?: string; renderClock?: RenderClock }) {
  const routed = (
    <>
      <ScrollToTopOnNavigate />
      <Layout />
    </>
  );
  return (
    <ThemeRoot>
      <QueryClientProvider client={queryClient}>
        <RenderClockContext value={renderClock}>
          {location === undefined ? <BrowserRouter>{routed}</BrowserRouter> : <MemoryRouter initialEntries={[location]}>{routed}</MemoryRouter>}
        </RenderClockContext>
      </QueryClientProvider>
    </ThemeRoot>
  );
}
