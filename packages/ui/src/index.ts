// Public surface of the design system. Apps import from here and from the entry points for the
// interactive primitives (`@gg/ui/dialog`, `@gg/ui/tabs`, `@gg/ui/toast`, `@gg/ui/tooltip`) and the field
// drawn to scale (`@gg/ui/field`), so a page loads only those it uses.
// Named time zones (`@gg/ui/named-time-zones`) and the time-zone cookie's check (`@gg/ui/time-zone-cookie`)
// are entry points of their own too: they use Intl, which the browser's start-up must not.
export { theme, palette, diagramColors, type AppTheme, type ColorName, type DiagramColorName } from './theme/tokens';
export { ThemeRoot } from './theme/theme-root';
export { themed, themedBy } from './theme/themed';
export { applyColorMode, COLOR_MODE_COOKIE, currentColorMode, storedColorMode, type ColorMode } from './theme/color-mode';
export { Button, ButtonAnchor, ButtonLink, type ButtonVariant } from './components/button';
export { Card, CardGrid, Stack, Page } from './components/card';
export { Badge, type BadgeTone } from './components/badge';
export { Skeleton, SkeletonCards } from './components/skeleton';
export { EmptyState, ErrorState, LoadingText, describeError } from './components/states';
export { WarningIcon } from './components/icons';
export { PageHeader } from './components/page-header';
export { useDocumentTitle } from './hooks/use-document-title';
export { QueryView } from './components/query-view';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { useOnline } from './hooks/use-online';
export { useSearchParamState } from './hooks/use-search-param-state';
export { useProgressiveGroups, useProgressiveList } from './hooks/use-progressive-list';
export { clockTime, daysBetween, hourIn, monthDay, weekday, weekdayMonthDay, yearIn, LOCAL_TIME_ZONE } from './format/dates';
export { RenderClockContext, useNow, useTimeZone, type RenderClock } from './time/render-clock';
export { TIME_ZONE_COOKIE } from './time/cookie';
export { compareText } from './format/text';
export { lazyWithPreload, preloadOnIntent, usePreloadWhenIdle, whenIdle, type Preloadable } from './lazy/lazy-with-preload';
export { renderingOnServer, useHydrated } from './rendering-on-server';
