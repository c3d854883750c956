// Public surface of the design system. Apps import only from here.
export { theme, palette, diagramColors, type AppTheme, type ColorName, type DiagramColorName } from './theme/tokens';
export { GlobalStyles } from './theme/global-styles';
export { applyColorMode, currentColorMode, storedColorMode, systemColorMode, type ColorMode } from './theme/color-mode';
export { HttpError, apiPath, getJson, getJsonWithFreshness, postJson, defaultQueryFn, type Fresh, type GetOptions } from './api/client';
export { createQueryClient, QUERY_DEFAULTS } from './api/query-client';
export { Button, ButtonLink, type ButtonVariant } from './components/button';
export { Card, CardGrid, Stack, Page } from './components/card';
export { Badge, type BadgeTone } from './components/badge';
export { Skeleton, SkeletonCards } from './components/skeleton';
export { EmptyState, ErrorState, LoadingText, describeError } from './components/states';
export { FootballIcon, WarningIcon } from './components/icons';
export { PageHeader } from './components/page-header';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/tabs';
export { Toaster, toast, TOAST_LIMIT, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastInput } from './components/toast';
export { useDocumentTitle } from './hooks/use-document-title';
export { QueryView } from './components/query-view';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { Tooltip, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './components/tooltip';
