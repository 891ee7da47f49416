import { Children, type ReactNode } from 'react'
import { wide } from '../../styles/layout.css.ts'
import * as styles from './Columns.css.ts'

export interface ColumnsProps {
  /** Written in MDX: first the block that goes beside (her portrait, the key figures), then the text. */
  children: ReactNode
}

/**
 * Two columns on a computer: the text at its reading width on the left, the
 * first block of the MDX (a portrait, key figures) beside it on the right, so
 * a wide screen is not half empty. On a phone, one under the other, the first
 * block first, as written.
 */
export function Columns({ children }: ColumnsProps) {
  const [beside, ...text] = Children.toArray(children)
  return (
    <div className={`${wide} ${styles.columns}`} data-layout="columns">
      <div className={styles.beside}>{beside}</div>
      <div className={styles.text}>{text}</div>
    </div>
  )
}
