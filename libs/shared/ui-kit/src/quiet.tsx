import { Component, type ReactNode } from 'react';

/**
 * Renders nothing instead of its children once they fail: for optional parts of a page loaded on
 * their own (the header's cart count and account menu, the toasters), whose failure, say a chunk
 * that cannot download, must not take the page down with it.
 */
export class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
