// Public surface of the design system. Apps import from here and from the entry points for the
// interactive primitives (`@gg/ui/dialog`, `@gg/ui/tabs`, `@gg/ui/toast`, `@gg/ui/tooltip`), so a page loads only those it uses.
export { theme, palette, diagramColors, type AppTheme, type ColorName, type DiagramColorName } from './theme/tokens';
export { GlobalStyles } from './theme/global-styles';
export { ThemeRoot } from './theme/theme-root';
export { applyColorMode, currentColorMode, storedColorMode, systemColorMode, type ColorMode } from './theme/color-mode';
export { HttpError, apiPath, getJson, getJsonWithFreshness, postJson, defaultQueryFn, type Fresh, type GetOptions } from './api/client';
export { createQueryClient, QUERY_DEFAULTS, seedServerRendered, unlessJustServerRendered, type ServerRenderedQuery } from './api/query-client';
export { Button, ButtonAnchor, ButtonLink, type ButtonVariant } from './components/button';
export { Card, CardGrid, Stack, Page } from './components/card';
export { Badge, type BadgeTone } from './components/badge';
export { Skeleton, SkeletonCards } from './components/skeleton';
export { EmptyState, ErrorState, LoadingText, describeError } from './components/states';
export { FootballIcon, WarningIcon } from './components/icons';
export { PageHeader } from './components/page-header';
export { useDocumentTitle } from './hooks/use-document-title';
export { QueryView } from './components/query-view';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { useOnline } from './hooks/use-online';
export { useSearchParamState } from './hooks/use-search-param-state';
export { useProgressiveList } from './hooks/use-progressive-list';
export { clockTime, monthDay, weekday, weekdayMonthDay } from './format/dates';
export { compareText } from './format/text';
