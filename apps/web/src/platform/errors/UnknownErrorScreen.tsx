import { ErrorScreen, type RenderLink, useUiText } from '@faena/ui';
import type { ReactNode } from 'react';
import { useAppContext } from '../context';
import { SUPPORT_CONTACT } from './support';

/**
 * SPEC 8 unknown error: 'Vaya, algo salió mal' with the recovery steps, technical details, HTML
 * download and support contact. `message` goes before the default explanation.
 */
export function UnknownErrorScreen({
  error,
  message,
  renderLink,
}: {
  error: unknown;
  message?: ReactNode;
  renderLink?: RenderLink;
}) {
  const texts = useUiText();
  const { config } = useAppContext();
  const clearData = () => {
    localStorage.clear();
    sessionStorage.clear();
    window.location.assign('/');
  };
  return (
    <ErrorScreen
      error={error}
      appVersion={config.version}
      support={SUPPORT_CONTACT}
      onClearData={clearData}
      onReload={() => window.location.reload()}
      {...(renderLink ? { renderLink } : {})}
      {...(message
        ? {
            description: (
              <>
                <strong className="block" role="alert">
                  {message}
                </strong>{' '}
                {texts.errorScreen.description}
              </>
            ),
          }
        : {})}
    />
  );
}
