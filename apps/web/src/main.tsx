// Mantine's base sheets; each component's own comes with its code (vite.config.ts, mantineStylesPerComponent).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/i18n';
import {
  type CSSVariablesResolver,
  createTheme,
  type ExtendComponent,
  type FileInputFactory,
  MantineProvider,
  type ModalFactory,
  type MultiSelectFactory,
  type NotificationFactory,
  type SelectFactory,
} from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiError } from './lib/api';
import { router } from './app/router';
import { focusInvalidOnSubmit } from './ui/focus-invalid';
import { LOOKUP_SELECT_DEFAULTS } from './ui/lookup';
import { ModalsHost } from './ui/modals';
import { leavePage } from './ui/notify';
import { ToastsHost } from './ui/toasts-host';

const theme = createTheme({
  primaryColor: 'brand',
  colors: {
    brand: ['#e6f4ff', '#cfe4fb', '#9fc6f2', '#6ca7ea', '#418ce3', '#267bdf', '#1372de', '#0061c6', '#0056b2', '#004a9e'],
  },
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // Clear buttons are icon-only: give them a name screen readers can say. Written as the objects
  // `Select.extend(…)` answers (it returns its argument), so this file does not import
  // components the first page does not show (MultiSelect, FileInput: issue 17.4).
  components: {
    // A select opens its list when clicked or typed in, not when the focus lands on it: a refused
    // save focusing it leaves its error text in view (issue 18.2). Every select filters with the
    // lookup rule and Enter picks the best match (issue 32, ui/lookup.ts).
    Select: {
      defaultProps: { clearButtonProps: { 'aria-label': 'Clear' }, openOnFocus: false, ...LOOKUP_SELECT_DEFAULTS },
    } satisfies ExtendComponent<SelectFactory>,
    MultiSelect: { defaultProps: { clearButtonProps: { 'aria-label': 'Clear' }, ...LOOKUP_SELECT_DEFAULTS } } satisfies ExtendComponent<MultiSelectFactory>,
    // A file field says what it wants until a file is chosen, then shows the file's name (issue 32).
    FileInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Clear' }, placeholder: 'Choose file' } } satisfies ExtendComponent<FileInputFactory>,
    // Toast close buttons get a name, and descriptions a grey that passes WCAG AA on white.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    } satisfies ExtendComponent<NotificationFactory>,
    // Dialogs (confirmations too) close with a named button.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } } satisfies ExtendComponent<ModalFactory>,
  },
});

// Mantine's default dimmed and placeholder greys miss WCAG AA contrast on white; darken them.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-placeholder': '#646b72', '--mantine-color-error': '#c92a2a' },
  dark: {},
});

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

// A refused submit of any form takes the user to its first invalid field (issue 18.2).
focusInvalidOnSubmit(document);
// The toasts of a page do not follow the user to the next one (issue 18.2, ui/toast-rules.ts).
router.subscribe('onBeforeNavigate', (event) => {
  if (event.pathChanged) leavePage(event.toLocation.pathname);
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        {/* Toasts and dialogs: their components load with the first toast or dialog (issue 17.4). */}
        <ToastsHost />
        <ModalsHost />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
