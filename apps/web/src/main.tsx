import { ConfigError } from '@faena/contract/env';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { readWebConfig } from './config';
import { ConfigErrorScreen } from './features/errors/ConfigErrorScreen';
import { installPreloadErrorHandler } from './features/errors/preload-error';
import { initI18n } from './i18n';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
installPreloadErrorHandler();

try {
  const config = readWebConfig();
  await initI18n();
  root.render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // SPEC 5: a start-up configuration failure is an alert.
  window.alert(error.message.split(':')[0]);
  root.render(<ConfigErrorScreen problems={error.problems} />);
}
