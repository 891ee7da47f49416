import type { ReactNode } from 'react'
import { actions } from './Actions.css.ts'

export interface ActionsProps {
  /** Buttons and button links, side by side, wrapping on phones. */
  children: ReactNode
}

/** A row of calls to action. */
export function Actions({ children }: ActionsProps) {
  return <div className={actions}>{children}</div>
}
