import { useId, useState } from 'react'
import { closedDays, closedWeekdays, timeSlots } from 'virtual:content/booking'
import { homeContractWords, offsiteMail } from 'virtual:content/offsite'
import * as confirmation from 'virtual:content/confirmation'
import { bookingPlaceNames, bookingPlaces } from '../../content/places.ts'
import { requestAutoReply } from '../../lib/auto-reply.ts'
import { autoReplyCheckLine } from '../../lib/auto-reply-line.ts'
import { type ClosedRules, isBookableSlot, parisDay } from '../../lib/booking-days.ts'
import { newRequestId } from '../../lib/email-payload.ts'
import { isEmailAddress, textLimits } from '../../lib/form-errors.ts'
import { choiceLine, type ConfirmationTerms, type OfferTerms, priceChoices, priceIndexOf } from '../../lib/confirmation.ts'
import { homeContract, type HomeContractWords, type OffsiteAgreement, type OffsiteLink, offsiteLinks, type OffsiteMailWords } from '../../lib/offsite.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { button } from '../ButtonLink/ButtonLink.css.ts'
import { FormField } from '../FormField/FormField.tsx'
import * as fieldStyles from '../FormField/FormField.css.ts'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'
import * as styles from './OffsiteBooking.css.ts'
import { toolWords } from './words.ts'

/** « a, b et c », as French writes a list. */
const frenchAnd = new Intl.ListFormat('fr', { type: 'conjunction' })

/** Everything the tool reads, as data: the page's island carries it serialized. */
export interface OffsiteBookingToolProps {
  /** Her offers as the texts name them, with the booking type each belongs to and its usual place. */
  offers: readonly (OfferTerms & { booking: string })[]
  /** The composer's terms (the links confirm at once: offsite.ts's confirmedToday). */
  terms: ConfirmationTerms
  /** Her words of the off-site e-mails and SMS (booking.yaml's `offsiteMail`). */
  mail: OffsiteMailWords
  /** Her words of the contract printed for an offer agreed at the parent's home (booking.yaml). */
  contract: HomeContractWords
  /** Her slots and closed days: the site's function sends only for an appointment her booking form could have asked. */
  open: { slots: readonly string[]; closed: ClosedRules }
}

/** Her data, handed to the tool: the page's island carries it serialized (src/islands/OffsiteBooking.tsx). */
export function offsiteBookingProps(): OffsiteBookingToolProps {
  return {
    offers: confirmation.offerTerms,
    terms: confirmation.terms,
    mail: offsiteMail,
    contract: homeContractWords,
    open: { slots: timeSlots, closed: { closedDays, closedWeekdays } },
  }
}

type Agreed = keyof typeof toolWords.agreedWays

/** No longer a name or town than the site's function writes into the information: it would refuse to send it. */
const lengthLimits: Partial<Record<string, number>> = { parent: textLimits.name, town: textLimits.town }

/**
 * « Envoyer les informations depuis le site »: the information (the withdrawal form included) is too long for a
 * link a mail app opens surely, so the site's function sends it from her EmailJS account, through her
 * auto-reply's template, and says whether it left. The line it gives holds for the agreement it was sent for.
 */
function useSiteSend(agreement: OffsiteAgreement | undefined, offers: OffsiteBookingToolProps['offers'], open: OffsiteBookingToolProps['open']) {
  const [siteSend, setSiteSend] = useState<{ key: string; line?: string }>({ key: '' })
  const sendKey = agreement ? JSON.stringify(agreement) : ''
  const sendFromSite = async () => {
    if (!agreement) return
    const { choice } = agreement
    setSiteSend({ key: sendKey })
    const outcome = await requestAutoReply({
      request_id: newRequestId(),
      service: offers.find((each) => each.id === choice.offer.id)?.booking ?? '',
      offer: choice.offer.id,
      day: agreement.day,
      slot: agreement.slot,
      place: agreement.place,
      // Her words name the town for a visit only: a contract signed at home for a call names none.
      town: agreement.place === 'home' ? agreement.town.trim() : '',
      name: agreement.parent.trim(),
      email: agreement.email.trim(),
      // Agreed already: the function names this price alone, under her off-site opening.
      agreed: priceIndexOf(choice),
    })
    setSiteSend({ key: sendKey, line: autoReplyCheckLine(outcome, agreement.email.trim(), new Date(), 'information') })
  }
  const siteLine = siteSend.key === sendKey ? siteSend.line : undefined
  return {
    // The function refuses any other day or time (anyone may call it): said on the page, before a tap that would fail.
    siteSends: agreement !== undefined && isBookableSlot(agreement.day, agreement.slot, new Date(), open),
    sending: siteSend.key === sendKey && siteLine === undefined && sendKey !== '',
    siteLine,
    sendFromSite,
  }
}

/**
 * What she fills in, and the agreement it makes once nothing is missing (and the page runs: the texts need
 * today's date).
 */
function useOffsiteAgreement(choices: ReturnType<typeof priceChoices>, hydrated: boolean) {
  const [values, setValues] = useState({ choice: '0', day: '', slot: '', place: choices[0]?.offer.place ?? 'home', town: '', parent: '', email: '', phone: '', agreed: 'distance' as Agreed })
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => {
    const value = event.target.value
    setValues((current) => {
      const next = { ...current, [key]: value }
      // A new offer brings its usual place: a visit, a video call, a phone follow-up.
      if (key === 'choice') {
        next.place = choices[Number(value)]?.offer.place ?? current.place
      }
      return next
    })
  }
  const choice = choices[Number(values.choice)]
  const needsTown = values.place === 'home' || values.agreed === 'home'
  // The fields' names in a French sentence: « date du rendez-vous, heure et un e-mail ou un téléphone ».
  const missing = [
    ...(values.day ? [] : [toolWords.day]),
    ...(values.slot ? [] : [toolWords.slot]),
    ...(values.parent.trim() ? [] : [toolWords.parent]),
    ...(needsTown && !values.town.trim() ? [toolWords.town] : []),
  ].map((label) => `${label.charAt(0).toLocaleLowerCase('fr')}${label.slice(1)}`)
  if (!values.email.trim() && !values.phone.trim()) missing.push(toolWords.missingContact)
  // The form's own rule for an address, the site's function's too: a typo is said here, not after a tap.
  else if (values.email.trim() && !isEmailAddress(values.email)) missing.push(toolWords.wholeEmail)
  const agreement: OffsiteAgreement | undefined =
    hydrated && choice && missing.length === 0
      ? { choice, day: values.day, slot: values.slot, place: values.place, town: values.town, parent: values.parent, email: values.email, phone: values.phone, today: parisDay(new Date()) }
      : undefined
  return { values, set, needsTown, missing, agreement }
}

/**
 * Her tool for a booking made off the site: she fills in what was agreed,
 * and gets the links that open her mail app or her messages with the texts
 * written, and, for a contract agreed at the parent's home, the sheet to
 * print. Nothing is stored, and the page sends nothing by itself: only
 * « Envoyer les informations depuis le site », when she taps it, has the
 * host's function send the parent the information from her EmailJS account.
 * The links need today's date, so they appear once the page runs in her
 * browser.
 */
export function OffsiteBookingTool({ offers, terms, mail, contract, open }: OffsiteBookingToolProps) {
  const id = useId()
  const hydrated = useHydrated()
  const choices = priceChoices(offers)
  const { values, set, needsTown, missing, agreement } = useOffsiteAgreement(choices, hydrated)
  const links = agreement && offsiteLinks(agreement, terms, mail)
  const site = useSiteSend(agreement, offers, open)
  const sheet = agreement && values.agreed === 'home' ? homeContract(agreement, terms, contract) : undefined
  const field = (key: 'town' | 'parent' | 'email' | 'phone', type: string, autoComplete: string) => (
    <FormField htmlFor={`${id}-${key}`} label={toolWords[key]}>
      <input id={`${id}-${key}`} className={fieldStyles.control} type={type} autoComplete={autoComplete} maxLength={lengthLimits[key]} value={values[key]} onChange={set(key)} />
    </FormField>
  )

  return (
    <div className={styles.tool}>
      <div className={fieldStyles.form}>
        <fieldset className={fieldStyles.group}>
          <legend className={fieldStyles.legend}>{toolWords.agreed}</legend>
          <div className={styles.choices}>
            {(Object.keys(toolWords.agreedWays) as Agreed[]).map((way) => (
              <label key={way} className={styles.choice}>
                <input type="radio" name={`${id}-agreed`} value={way} checked={values.agreed === way} onChange={set('agreed')} />
                <NoBreakAtHyphens>{toolWords.agreedWays[way]}</NoBreakAtHyphens>
              </label>
            ))}
          </div>
        </fieldset>
        <FormField htmlFor={`${id}-choice`} label={toolWords.offer}>
          <select id={`${id}-choice`} className={fieldStyles.control} value={values.choice} onChange={set('choice')}>
            {choices.map((each, index) => (
              <option key={index} value={String(index)}>
                {choiceLine(each)}
              </option>
            ))}
          </select>
        </FormField>
        <div className={fieldStyles.row}>
          <FormField htmlFor={`${id}-day`} label={toolWords.day}>
            <input id={`${id}-day`} className={fieldStyles.control} type="date" value={values.day} onChange={set('day')} />
          </FormField>
          <FormField htmlFor={`${id}-slot`} label={toolWords.slot}>
            <input id={`${id}-slot`} className={fieldStyles.control} type="time" step={300} value={values.slot} onChange={set('slot')} />
          </FormField>
        </div>
        <div className={fieldStyles.row}>
          <FormField htmlFor={`${id}-place`} label={toolWords.place}>
            <select id={`${id}-place`} className={fieldStyles.control} value={values.place} onChange={set('place')}>
              {bookingPlaces.map((place) => (
                <option key={place} value={place}>
                  {bookingPlaceNames[place]}
                </option>
              ))}
            </select>
          </FormField>
          {needsTown ? field('town', 'text', 'off') : null}
        </div>
        {field('parent', 'text', 'off')}
        <div className={fieldStyles.row}>
          {field('email', 'email', 'off')}
          {field('phone', 'tel', 'off')}
        </div>
      </div>

      <SendSection id={id} hydrated={hydrated} missing={missing} agreement={agreement} links={links} site={site} />
      {sheet ? <ContractSection id={id} sheet={sheet} /> : null}
    </div>
  )
}

/** Where she sends: from the site when it can, and the links that open her mail app or her messages with the texts written. */
function SendSection({ id, hydrated, missing, agreement, links, site }: {
  id: string
  hydrated: boolean
  /** What she has still to fill in, by its label. */
  missing: readonly string[]
  agreement: OffsiteAgreement | undefined
  links: ReturnType<typeof offsiteLinks> | undefined
  site: ReturnType<typeof useSiteSend>
}) {
  return (
    <section aria-labelledby={`${id}-send`} className={styles.send}>
      <h2 id={`${id}-send`}>{toolWords.send}</h2>
      {!hydrated ? (
        <p>{toolWords.withoutScript}</p>
      ) : !links ? (
        <p>
          <NoBreakAtHyphens>{`${toolWords.missing} ${frenchAnd.format(missing)}.`}</NoBreakAtHyphens>
        </p>
      ) : (
        <>
          {agreement?.email.trim() && !site.siteSends ? <p className={fieldStyles.hint}>{toolWords.fromSiteClosed}</p> : null}
          {agreement?.email.trim() && site.siteSends ? (
            <div className={styles.link}>
              <button type="button" className={button({ variant: 'primary' })} disabled={site.sending} onClick={() => void site.sendFromSite()}>
                {toolWords.fromSite}
              </button>
              <p className={`${fieldStyles.hint} ${styles.sendOutcome}`} role="status">
                {site.siteLine ?? toolWords.fromSiteHint}
              </p>
            </div>
          ) : null}
          {links.mail.length > 0 ? <p className={fieldStyles.hint}>{toolWords.twoSteps}</p> : null}
          <MessageLinks links={links.mail} labels={toolWords.mail} primary />
          <MessageLinks links={links.sms} labels={links.sms.length > 1 ? { ...toolWords.sms, confirmation: toolWords.sms.confirmationSecond } : toolWords.sms} primary={links.mail.length === 0} />
          <p className={fieldStyles.hint}>{toolWords.copyHint}</p>
        </>
      )}
    </section>
  )
}

/** For a contract agreed at the parent's home: the sheet to print, and its button. */
function ContractSection({ id, sheet }: { id: string; sheet: ReturnType<typeof homeContract> }) {
  return (
    <section aria-labelledby={`${id}-contract`} className={styles.send}>
      <h2 id={`${id}-contract`}>{toolWords.contract}</h2>
      <p className={fieldStyles.hint}>{toolWords.contractHint}</p>
      <p>
        <button type="button" className={button({ variant: 'primary' })} onClick={() => window.print()}>
          {toolWords.print}
        </button>
      </p>
      <ContractSheet contract={sheet} />
    </section>
  )
}

/** The links of one channel, in order, each with « Copier le texte » beside it. */
function MessageLinks({ links, labels, primary }: { links: readonly OffsiteLink[]; labels: Readonly<Record<OffsiteLink['carries'], string>>; primary: boolean }) {
  if (links.length === 0) return null
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.href} className={styles.link}>
          <a className={button({ variant: primary ? 'primary' : 'secondary' })} href={link.href}>
            <span>
              <NoBreakAtHyphens>{labels[link.carries]}</NoBreakAtHyphens>
            </span>
          </a>
          <CopyButton text={link.text} />
        </li>
      ))}
    </ul>
  )
}

/** Selects the text when it appears: one function for every render, so React calls it once, not at each keystroke elsewhere. */
const selectOnce = (area: HTMLTextAreaElement | null) => {
  area?.select()
}

/**
 * Copies a message's text. Where the browser refuses (a page not served over HTTPS has no
 * clipboard; a browser may deny it), the text appears below, selected, for her to copy by hand.
 */
function CopyButton({ text }: { text: string }) {
  const [copy, setCopy] = useState<'ready' | 'copied' | 'refused'>('ready')
  const id = useId()
  const write = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopy('copied')
    } catch {
      setCopy('refused')
    }
  }
  return (
    <>
      <button type="button" className={button({ variant: 'quiet' })} onClick={() => void write()}>
        {copy === 'copied' ? toolWords.copied : toolWords.copy}
      </button>
      {copy === 'refused' ? (
        <div className={styles.copyByHand}>
          <FormField htmlFor={id} label={toolWords.copyRefused}>
            <textarea id={id} className={fieldStyles.textarea} readOnly value={text} ref={selectOnce} />
          </FormField>
        </div>
      ) : null}
    </>
  )
}

/** The A4 sheet: on screen as a preview, alone on the page when printed (OffsiteBooking.css.ts). */
function ContractSheet({ contract }: { contract: ReturnType<typeof homeContract> }) {
  return (
    <article className={styles.contract} aria-label={contract.title}>
      <h3 className={styles.contractTitle}>{contract.title}</h3>
      <p>{contract.parties}</p>
      <p>{contract.offer}</p>
      <p>{contract.payment}</p>
      <p>{contract.withdrawal}</p>
      <div className={styles.express}>
        <span className={styles.box} aria-hidden="true" />
        <div>
          <p>{contract.expressRequest}</p>
          <p className={styles.signature}>{contract.signatures[1]}</p>
        </div>
      </div>
      <p className={styles.small}>{contract.identity}</p>
      <p>{contract.signed}</p>
      <div className={styles.signatures}>
        {contract.signatures.map((line, place) => (
          <p key={place} className={styles.signature}>
            {line}
          </p>
        ))}
      </div>
      <div className={styles.cut}>
        <p className={styles.cutHere}>✂ {contract.cutHere}</p>
        {contract.withdrawalForm.split('\n\n').map((paragraph, place) => (
          <p key={place} className={styles.form}>
            {paragraph}
          </p>
        ))}
      </div>
    </article>
  )
}
