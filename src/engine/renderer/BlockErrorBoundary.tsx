import { Component, type ReactNode } from 'react';
import { BlockError } from '../blocks/unknown/BlockError.tsx';

interface Props {
  readonly blockId: string;
  /** Translated text shown when the block fails. */
  readonly failureText: string;
  /** Told when the block fails (so a block it holds back is let go). */
  readonly onFailure?: () => void;
  readonly children: ReactNode;
}

/**
 * One failing block (a renderer bug, a chunk that did not load) shows an error in its place;
 * the rest of the screen keeps working.
 */
export class BlockErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`Block "${this.props.blockId}" failed to render`, error);
    this.props.onFailure?.();
  }

  override render() {
    return this.state.error ? <BlockError text={this.props.failureText} /> : this.props.children;
  }
}
