import { highlights as figures } from 'virtual:content/training'
import { wide } from '../../styles/layout.css.ts'
import { highlights } from './Highlights.css.ts'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'

/** Key figures side by side (« Plus de 500 » large, « familles accompagnées » under it), from training.yaml. */
export function Highlights() {
  return (
    <div className={`${wide} ${highlights}`}>
      <ul>
        {figures.map((entry, place) => (
          <li key={place}>
            <strong>{entry.figure}</strong> <NoBreakAtHyphens>{entry.text}</NoBreakAtHyphens>
          </li>
        ))}
      </ul>
    </div>
  )
}
