import { Fragment } from 'react'
import * as styles from './Words.css.ts'

export interface WordsProps {
  /** A short text that may wrap: her name, a button's label. */
  children: string
}

/**
 * A text that wraps at its spaces only. Browsers also break a line after a hyphen, which would cut
 * « Marie-Christine » or « rendez-vous » in two; each word stays whole on its line.
 */
export function Words({ children }: WordsProps) {
  return children
    .split(/ +/)
    .filter(Boolean)
    .map((word, index) => (
      // The words of a fixed text: their order never changes, so the index is a stable key.
      <Fragment key={index}>
        {index > 0 && ' '}
        <span className={styles.word}>{word}</span>
      </Fragment>
    ))
}
