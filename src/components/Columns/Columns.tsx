import { Children, type ReactNode } from 'react'
import type { ContentProps } from '../../content/components.ts'
import { wide } from '../../styles/layout.css.ts'
import * as styles from './Columns.css.ts'

/** `beside`: which block goes beside the text on a computer, `first` (her portrait) or `last` (the next step). */
export type ColumnsProps = ContentProps<'Columns'> & {
  /** Written in MDX: the text, with the block that goes beside it first or last. */
  children: ReactNode
}

/**
 * Two columns on a computer: the text at its reading width on the left, one
 * block of the MDX beside it on the right (her portrait or key figures, written
 * first; or the next step's buttons, written last, which stay in view), so a
 * wide screen is not half empty. On a phone, one under the other, as written.
 */
export function Columns({ beside: side, children }: ColumnsProps) {
  const blocks = Children.toArray(children)
  const beside = side === 'last' ? blocks.at(-1) : blocks[0]
  const text = side === 'last' ? blocks.slice(0, -1) : blocks.slice(1)
  const besideBlock = (
    <div className={side === 'last' ? `${styles.beside} ${styles.besideLast}` : styles.beside} key="beside">
      {beside}
    </div>
  )
  const textBlock = (
    <div className={styles.text} key="text">
      {text}
    </div>
  )
  return (
    <div className={`${wide} ${styles.columns}`} data-layout="columns" data-beside={side}>
      {side === 'last' ? [textBlock, besideBlock] : [besideBlock, textBlock]}
    </div>
  )
}
