import { Component, type ReactNode } from 'react';

interface PartBoundaryProps {
  /** What to show instead of the part when it fails. */
  fallback: (message: string) => ReactNode;
  children: ReactNode;
  /** A new key value gives the part another chance (e.g. another definition). */
  resetKey?: string;
}

interface PartBoundaryState {
  error: Error | null;
  resetKey?: string;
}

/**
 * Keeps one part of the studio (the properties panel, the variables editor) from taking the whole
 * studio down: the diagram, the save state and the person's edits stay usable.
 */
export class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  override state: PartBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<PartBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: PartBoundaryProps,
    state: PartBoundaryState,
  ): Partial<PartBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown): void {
    console.error('WorkflowStudio: a part of the studio failed', error);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error.message) : this.props.children;
  }
}
