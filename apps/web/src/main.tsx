import { ConfigError } from '@faena/contract/env';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startI18n } from './app/i18n';
import { readWebConfig } from './platform/config';
import { ConfigErrorScreen } from './platform/errors/ConfigErrorScreen';
import { installPreloadErrorHandler } from './platform/errors/preload-error';
import { loadFirebase } from './platform/session/identity';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
installPreloadErrorHandler();

try {
  const config = readWebConfig();
  // The identity SDK downloads while the first screen renders; the session waits for it.
  void loadFirebase();
  await startI18n();
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
