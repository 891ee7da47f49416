import { Component, type ReactNode } from 'react'

export interface ErrorBoundaryProps {
  /** What stands in for `children` once one of them has thrown: something the visitor can still use. */
  fallback: ReactNode
  /** What it shows until it throws. */
  children: ReactNode
}

interface ErrorBoundaryState {
  failed: boolean
}

/**
 * Keeps an error in one part of the page (a render, an effect, a script
 * that fails to load) to that part: it shows `fallback` there, where React
 * would otherwise unmount the whole page the visitor was reading. Renders
 * nothing of its own, so the server's HTML hydrates through it unchanged;
 * one wraps each island of a built page (src/components/Island/IslandTree.tsx)
 * and the whole page in `npm run dev` (src/entry-client.tsx), one each form
 * (FormBoundary), one the waiting requests' notice (src/page/queued-notice.tsx,
 * whose fallback is nothing). A class, because React catches errors only in one; what
 * it caught is logged by the root's `onCaughtError` (`rootErrorLogging`).
 * Home-made rather than react-error-boundary: these few lines are all the
 * site needs (no reset, no hook), and every page with a form ships them.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false }

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/** One fixed line for the developer, then the error and where it was thrown: nothing of the address or her data in the message itself. */
function logError(error: unknown, info: { componentStack?: string | null }) {
  console.error('A part of the page threw; it shows its fallback instead.', error, info.componentStack ?? '')
}

/**
 * The options of a React root (`hydrateRoot`, `createRoot`) that log what
 * happened behind a fallback, once each, in place of React's own messages.
 */
export const rootErrorLogging = {
  onCaughtError: logError,
  onUncaughtError: logError,
}
