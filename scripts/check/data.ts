/**
 * Runtime validation of content/data/*.ts. tsc checks the shapes too, but its
 * messages are English and technical; these say, in French, which value of
 * which line is wrong and how to write it.
 */
import { every } from '../../src/lib/every.ts'
import type {
  ClosedPeriod,
  Consultation,
  Package,
  Service,
  ServiceOption,
  Situation,
  SpecificConsultation,
  Testimonial,
  TrainingEntry,
} from '../../src/types/content.ts'
import { frenchList, type Problem } from './problems.ts'
import { closest } from './suggest.ts'
import { asList, isRecord, isText, shown, type LoadedModule, type Report, reporter } from './ts-module.ts'

/** The properties each kind of item may have, tied to its type in src/types/content.ts. */
const keysOf = {
  consultation: every<keyof Consultation>()(['id', 'name', 'details', 'features', 'duration', 'price', 'priceNote']),
  service: every<keyof Service>()(['id', 'title', 'description', 'features', 'duration', 'price', 'priceNote']),
  specificConsultation: every<keyof SpecificConsultation>()(['id', 'title', 'description', 'duration', 'price']),
  package: every<keyof Package>()(['id', 'title', 'appointments', 'description', 'includes', 'prices']),
  testimonial: every<keyof Testimonial>()(['name', 'text', 'babyLine', 'rating']),
  closedPeriod: every<keyof ClosedPeriod>()(['from', 'to', 'reason']),
  serviceOption: every<keyof ServiceOption>()(['value', 'label']),
  trainingEntry: every<keyof TrainingEntry>()(['period', 'title']),
  situation: every<keyof Situation>()(['title', 'description']),
}

/** Properties missing only because they are misspelt, already reported as such. */
const misspelt = new WeakMap<object, Set<string>>()
const isMisspelt = (item: object, key: string) => misspelt.get(item)?.has(key) ?? false

/**
 * The items of a list of a data file. With `allowed`, a property the site
 * does not read (often a typo: « nmae ») is reported too: tsc would reject it
 * later, in English.
 */
function items(
  module: LoadedModule,
  report: Report,
  exportName: string,
  allowed?: readonly string[],
): { item: Readonly<Record<string, unknown>>; index: number }[] {
  const list = asList(module.exports?.[exportName])
  if (!list) {
    report(exportName, [], {
      title: 'Liste manquante',
      message: `la liste « ${exportName} » est introuvable dans ce fichier.`,
      fix: `gardez la ligne « export const ${exportName} = [ » telle quelle : le site la lit sous ce nom.`,
    })
    return []
  }
  return list.flatMap((item, index) => {
    if (isRecord(item)) {
      for (const key of Object.keys(item)) {
        if (!allowed || allowed.includes(key)) continue
        const guess = closest(key, allowed)
        // « nmae » for « name »: one problem, one message, not a second one for the missing name.
        if (guess && !(guess in item)) misspelt.set(item, new Set([...(misspelt.get(item) ?? []), guess]))
        report(exportName, [index, key], {
          title: 'Propriété inconnue',
          message: `${label(item, index)} a une propriété « ${key} » que le site ne connaît pas.`,
          fix: `${guess ? `vouliez-vous écrire « ${guess} » ? P` : 'p'}ropriétés possibles : ${frenchList(allowed)}.`,
        })
      }
      return [{ item, index }]
    }
    report(exportName, [index], {
      title: 'Texte manquant',
      message: `l’élément n° ${index + 1} de « ${exportName} » n’a pas la forme { nom: valeur, … }.`,
      fix: 'recopiez un élément voisin entre accolades { }, puis changez ses valeurs.',
    })
    return []
  })
}

function label(item: Readonly<Record<string, unknown>>, index: number): string {
  const name = item.name ?? item.title ?? item.id
  return typeof name === 'string' && name.trim() !== '' ? `« ${name} »` : `l’élément n° ${index + 1}`
}

function requireTexts(report: Report, exportName: string, item: Readonly<Record<string, unknown>>, index: number, keys: readonly string[]) {
  for (const key of keys) {
    if (isText(item[key]) || isMisspelt(item, key)) continue
    report(exportName, [index, key], {
      title: 'Texte manquant',
      message: `${label(item, index)} n’a pas de « ${key} », ou il est vide.`,
      fix: `écrivez ${key}: '…' avec le texte entre apostrophes droites.`,
    })
  }
}

function requireTextList(report: Report, exportName: string, item: Readonly<Record<string, unknown>>, index: number, key: string) {
  const list = asList(item[key])
  const bad = list ? list.findIndex((entry) => !isText(entry)) : -1
  if (list && bad === -1) return
  report(exportName, list ? [index, key, bad] : [index], {
    title: 'Texte manquant',
    message: list
      ? `${label(item, index)} : le point n° ${bad + 1} de « ${key} » est vide ou n’est pas un texte.`
      : `${label(item, index)} n’a pas de liste « ${key} ».`,
    fix: `écrivez ${key}: ['premier point', 'deuxième point'], chaque point entre apostrophes droites.`,
  })
}

function checkPrice(report: Report, exportName: string, path: readonly (string | number)[], price: unknown, what: string) {
  const amount = isRecord(price) ? price.amount : undefined
  if (typeof amount === 'number' && Number.isFinite(amount) && amount > 0) return
  report(exportName, isRecord(price) ? [...path, 'amount'] : path, {
    title: 'Prix invalide',
    message: `le prix de ${what} (${isRecord(price) ? `amount: ${shown(amount)}` : shown(price)}) n’est pas un nombre positif.`,
    fix: 'écrivez le montant en euros, en chiffres, sans guillemets ni signe € : price: { amount: 70 }.',
  })
}

function checkDuration(report: Report, exportName: string, index: number, duration: unknown, what: string) {
  if (duration === undefined) {
    report(exportName, [index], {
      title: 'Durée manquante',
      message: `${what} n’a pas de durée.`,
      fix: 'ajoutez duration: { from: 60 } (en minutes), ou duration: { from: 60, to: 90 } pour « 1 h à 1 h 30 ».',
    })
    return
  }
  const from = isRecord(duration) ? duration.from : undefined
  const to = isRecord(duration) ? duration.to : undefined
  const minutes = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0
  if (!minutes(from) || (to !== undefined && !minutes(to))) {
    report(exportName, [index, 'duration', minutes(from) ? 'to' : 'from'], {
      title: 'Durée invalide',
      message: `la durée de ${what} doit être un nombre entier de minutes (from: ${shown(from)}${to === undefined ? '' : `, to: ${shown(to)}`}).`,
      fix: 'écrivez les minutes en chiffres, sans guillemets : duration: { from: 60, to: 90 } pour « 1 h à 1 h 30 ».',
    })
    return
  }
  if (to !== undefined && to < from) {
    report(exportName, [index, 'duration', 'to'], {
      title: 'Durée invalide',
      message: `la durée de ${what} finit avant de commencer (from: ${from}, to: ${to}).`,
      fix: 'écrivez la durée la plus courte dans « from » et la plus longue dans « to ».',
    })
  }
}

function checkOffers(module: LoadedModule, problems: Problem[]) {
  const report = reporter(module, problems)
  for (const exportName of ['prenatalConsultations', 'postnatalConsultations']) {
    for (const { item, index } of items(module, report, exportName, keysOf.consultation)) {
      requireTexts(report, exportName, item, index, ['id', 'name', 'details'])
      requireTextList(report, exportName, item, index, 'features')
      checkDuration(report, exportName, index, item.duration, label(item, index))
      checkPrice(report, exportName, [index, 'price'], item.price, label(item, index))
    }
  }
  for (const exportName of ['complementaryServices', 'specificConsultations']) {
    const isService = exportName === 'complementaryServices'
    for (const { item, index } of items(module, report, exportName, isService ? keysOf.service : keysOf.specificConsultation)) {
      requireTexts(report, exportName, item, index, ['id', 'title', 'description'])
      if (isService) requireTextList(report, exportName, item, index, 'features')
      checkDuration(report, exportName, index, item.duration, label(item, index))
      checkPrice(report, exportName, [index, 'price'], item.price, label(item, index))
    }
  }
  for (const { item, index } of items(module, report, 'packages', keysOf.package)) {
    requireTexts(report, 'packages', item, index, ['id', 'title', 'description'])
    requireTextList(report, 'packages', item, index, 'includes')
    const prices = asList(item.prices)
    if (!prices || prices.length === 0) {
      report('packages', [index, 'prices'], {
        title: 'Prix invalide',
        message: `${label(item, index)} n’a pas de prix.`,
        fix: 'écrivez prices: [{ amount: 250 }], ou deux prix avec leur note : prices: [{ amount: 130, footnote: 1 }, { amount: 150, footnote: 2 }].',
      })
      continue
    }
    prices.forEach((price, priceIndex) => checkPrice(report, 'packages', [index, 'prices', priceIndex], price, label(item, index)))
  }
}

function checkTestimonials(module: LoadedModule, problems: Problem[]) {
  const report = reporter(module, problems)
  for (const { item, index } of items(module, report, 'testimonials', keysOf.testimonial)) {
    for (const key of ['name', 'text', 'babyLine'] as const) {
      if (isText(item[key]) || isMisspelt(item, key)) continue
      const what = { name: 'le prénom', text: 'le texte', babyLine: 'la ligne sur bébé' }[key]
      report('testimonials', [index, key], {
        title: 'Témoignage incomplet',
        message: `le témoignage n° ${index + 1} n’a pas ${what} (${key}), ou il est vide.`,
        fix: `écrivez ${key}: '…' avec le texte entre apostrophes droites ; chaque témoignage a un prénom (name), un texte (text) et une ligne sur bébé (babyLine).`,
      })
    }
    const rating = item.rating
    if (!(typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5)) {
      report('testimonials', [index, 'rating'], {
        title: 'Note invalide',
        message: `la note du témoignage n° ${index + 1} (rating: ${shown(rating)}) doit être un nombre entier de 1 à 5.`,
        fix: 'écrivez rating: 5 pour cinq étoiles.',
      })
    }
  }
}

/** « 2026-12-25 », a day that exists. */
function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

function checkBooking(module: LoadedModule, problems: Problem[]) {
  const report = reporter(module, problems)
  const slots = asList(module.exports?.timeSlots)
  if (!slots) {
    report('timeSlots', [], {
      title: 'Liste manquante',
      message: 'la liste des créneaux « timeSlots » est introuvable.',
      fix: 'gardez la ligne « export const timeSlots = [ » telle quelle.',
    })
  }
  slots?.forEach((slot, index) => {
    if (typeof slot === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(slot)) return
    report('timeSlots', [index], {
      title: 'Créneau invalide',
      message: `le créneau ${shown(slot)} n’est pas une heure au format HH:MM.`,
      fix: 'écrivez l’heure sur deux chiffres, deux-points, les minutes sur deux chiffres, entre apostrophes : \'09:00\', \'14:30\'.',
    })
  })
  for (const exportName of ['bookingServices', 'contactServices']) {
    for (const { item, index } of items(module, report, exportName, keysOf.serviceOption)) requireTexts(report, exportName, item, index, ['value', 'label'])
  }
  for (const { item, index } of items(module, report, 'closedDays', keysOf.closedPeriod)) {
    const { from, to } = item
    for (const [key, value] of [['from', from], ['to', to]] as const) {
      if (value === undefined && key === 'to') continue
      if (isDay(value)) continue
      report('closedDays', [index, key], {
        title: 'Date invalide',
        message: `la date ${shown(value)} (${key}) n’est pas une date du calendrier au format AAAA-MM-JJ.`,
        fix: 'écrivez l’année, le mois et le jour avec des tirets, entre apostrophes : \'2026-12-25\' pour le 25 décembre 2026.',
      })
    }
    if (isDay(from) && isDay(to) && to < from) {
      report('closedDays', [index, 'to'], {
        title: 'Période à l’envers',
        message: `la fermeture se termine (${to}) avant de commencer (${from}).`,
        fix: 'écrivez le premier jour fermé dans « from » et le dernier dans « to ».',
      })
    }
  }
}

function checkTexts(exportNames: readonly string[], keys: readonly string[]) {
  return (module: LoadedModule, problems: Problem[]) => {
    const report = reporter(module, problems)
    for (const exportName of exportNames) {
      for (const { item, index } of items(module, report, exportName, keys)) requireTexts(report, exportName, item, index, keys)
    }
  }
}

function checkPractice(module: LoadedModule, problems: Problem[]) {
  const report = reporter(module, problems)
  const practice = module.exports?.practice
  if (!isRecord(practice)) {
    report('practice', [], {
      title: 'Liste manquante',
      message: 'les coordonnées « practice » sont introuvables.',
      fix: 'gardez la ligne « export const practice = { » telle quelle.',
    })
    return
  }
  for (const key of ['name', 'profession', 'phone', 'email', 'city', 'siteUrl']) {
    if (isText(practice[key])) continue
    report('practice', [key], {
      title: 'Texte manquant',
      message: `« ${key} » est vide ou manquant.`,
      fix: `écrivez ${key}: '…' avec la valeur entre apostrophes droites.`,
    })
  }
}

/** Which checks each data file gets; files not listed are only read (syntax and wording). */
export const dataChecks: Readonly<Record<string, (module: LoadedModule, problems: Problem[]) => void>> = {
  'offers.ts': checkOffers,
  'testimonials.ts': checkTestimonials,
  'booking.ts': checkBooking,
  'training.ts': checkTexts(['training'], keysOf.trainingEntry),
  'situations.ts': checkTexts(['babySituations', 'motherSituations', 'specialSituations', 'whenToConsult'], keysOf.situation),
  'practice.ts': checkPractice,
}
