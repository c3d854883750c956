// Public surface of the design system. Apps import only from here.
export { theme, palette, diagramColors, type AppTheme, type ColorName, type DiagramColorName } from './theme/tokens';
export { GlobalStyles } from './theme/GlobalStyles';
export { applyColorMode, currentColorMode, storedColorMode, systemColorMode, type ColorMode } from './theme/color-mode';
export { HttpError, apiPath, getJson, getJsonWithFreshness, postJson, defaultQueryFn, type Fresh, type GetOptions } from './api/client';
export { createQueryClient, QUERY_DEFAULTS } from './api/query-client';
export { Button, ButtonLink, type ButtonVariant } from './components/Button';
export { Card, CardGrid, Stack, Page } from './components/Card';
export { Badge, type BadgeTone } from './components/Badge';
export { Skeleton, SkeletonCards } from './components/Skeleton';
export { EmptyState, ErrorState, LoadingText, describeError } from './components/States';
export { FootballIcon, WarningIcon } from './components/icons';
export { PageHeader } from './components/PageHeader';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/Tabs';
export { Toaster, toast, TOAST_LIMIT, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastInput } from './components/Toast';
export { useDocumentTitle } from './hooks/useDocumentTitle';
export { QueryView } from './components/QueryView';
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { Tooltip, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './components/Tooltip';
