import { practice } from '../../../content/data/practice.ts'
import { ui } from '../../../content/data/ui.ts'
import { fill, NBSP, phoneHref } from '../../lib/format.ts'

/** The facts of content/data/practice.ts that prose may quote. */
const facts = {
  name: () => practice.name,
  city: () => practice.city,
  radius: () => `${practice.travelRadiusKm}${NBSP}km`,
  responseDelay: () => `${practice.responseHours}${NBSP}h`,
  urgentDelay: () => `${practice.urgentHours}${NBSP}h`,
  families: () => `${practice.familiesSupported}`,
  trainingHours: () => fill(ui.trainingHours, { hours: practice.trainingHours }).replace(' ', NBSP),
  ibclcYear: () => `${practice.ibclcPlannedYear}`,
  phone: () => <a href={phoneHref(practice.phone)}>{practice.phone}</a>,
  email: () => <a href={`mailto:${practice.email}`}>{practice.email}</a>,
  legalStatus: () => practice.legalStatus,
  address: () => practice.address,
  siret: () => practice.siret,
  hostName: () => practice.host.name,
  hostAddress: () => practice.host.address,
  hostPhone: () => practice.host.phone,
  messageRetention: () => practice.messageRetention,
  siteUrl: () => practice.siteUrl,
} as const

export type FactName = keyof typeof facts

export interface FactProps {
  /** Which fact of content/data/practice.ts, by its key in `facts` above (`name`, `phone`, `radius`…). */
  of: FactName
}

/** Quotes a fact of the practice inside prose, so it is written only once. */
export function Fact({ of }: FactProps) {
  return <>{facts[of]()}</>
}
