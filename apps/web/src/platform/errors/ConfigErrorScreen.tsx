import { ENV_ERROR_ALERT } from '@faena/contract/env';

/** Shown when the runtime configuration is invalid; i18n is not up yet, so the text is fixed. */
export function ConfigErrorScreen({ problems }: { problems: string[] }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 p-6">
      <h1 role="alert" className="text-page-title font-semibold">
        {ENV_ERROR_ALERT}
      </h1>
      <ul className="list-disc pl-6 text-body">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </main>
  );
}
