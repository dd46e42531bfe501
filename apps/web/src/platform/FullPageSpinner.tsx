/** A whole-page wait (loading the organisation, the session or a screen). */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-3 text-fg-muted">
      <span
        aria-hidden="true"
        className="size-8 rounded-full border-4 border-border border-t-primary"
        style={{ animation: 'faena-spin 0.8s linear infinite' }}
      />
      <span>{label}</span>
    </div>
  );
}
