import type { ReactNode } from 'react'
import { wide } from '../../styles/layout.css.ts'
import { highlights } from './Highlights.css.ts'

export interface HighlightsProps {
  /** A Markdown list; the **bold** part of each item is shown large. */
  children: ReactNode
}

/** Key figures side by side (« **Plus de 500** familles accompagnées »). */
export function Highlights({ children }: HighlightsProps) {
  return <div className={`${wide} ${highlights}`}>{children}</div>
}
