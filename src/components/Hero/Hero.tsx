import type { ReactNode } from 'react'
import { practice } from 'virtual:content/practice'
import { contentGrid, full, wide } from '../../styles/layout.css.ts'
import * as styles from './Hero.css.ts'
import { Words } from '../Words/Words.tsx'
import { HeroPortrait } from './HeroPortrait.tsx'

export interface HeroProps {
  /** The title, the tagline, the buttons (in `<Actions>`) and a list of credentials, written in MDX. */
  children: ReactNode
}

/** The opening band of the home page: who she is, her portrait, then the page's own words. */
export function Hero({ children }: HeroProps) {
  return (
    <div className={`${full} ${contentGrid} ${styles.hero}`}>
      <div className={`${wide} ${styles.inner}`}>
        <p className={styles.identity}>
          <span className={styles.name}>
            <Words>{practice.name}</Words>
          </span>
          <span className={styles.profession}>
            <Words>{practice.profession}</Words>
          </span>
        </p>
        <HeroPortrait />
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  )
}
