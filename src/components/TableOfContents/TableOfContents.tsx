import { useId, type ReactNode } from 'react'
import { ui } from 'virtual:content/ui'
import type { ContentProps } from '../../content/components.ts'
import * as styles from './TableOfContents.css.ts'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'

/** No props: the build writes the links (scripts/build/mdx/remark-table-of-contents.ts). */
export type TableOfContentsProps = ContentProps<'TableOfContents'> & {
  /** The list of the page's sections, written by the build from its `##` headings. */
  children?: ReactNode
}

/** A long page's sections, linked, at its top: a phone reaches « Vos droits » in one tap. */
export function TableOfContents({ children }: TableOfContentsProps) {
  const titleId = useId()
  return (
    <nav className={styles.box} aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>
        <NoBreakAtHyphens>{ui.page.contents}</NoBreakAtHyphens>
      </p>
      {children}
    </nav>
  )
}
