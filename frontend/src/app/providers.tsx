import { useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import i18n from '@/i18n';
import { theme } from './theme';
import { setupStore, type AppStore } from './store';

export function AppProviders({ children, store }: { children: ReactNode; store?: AppStore }) {
  const [ownStore] = useState(() => store ?? setupStore());
  return (
    <Provider store={ownStore}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}
