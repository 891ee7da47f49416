import type { ReactNode } from 'react'
import { wide } from '../../styles/layout.css.ts'
import { steps } from './Steps.css.ts'

export interface StepsProps {
  /** A numbered Markdown list (« 1. … »), shown as numbered cards. */
  children: ReactNode
}

/** Shows a numbered list of steps side by side on wide screens. */
export function Steps({ children }: StepsProps) {
  return <div className={`${wide} ${steps}`}>{children}</div>
}
