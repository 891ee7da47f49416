/** content/pages.yaml: the route manifest, every page's address, file, title, description and menu label. */
import { field } from '../model.ts'
import { z } from 'zod'
import { emptyAsAbsent, explain, file, group, nonEmptyList, prose, sentence, text } from '../rules.ts'

/** Search engines cut longer descriptions. */
export const maxDescription = 160

const badPath = explain({
  title: 'Adresse de page invalide',
  message: 'l’adresse de {item} ({value}) n’est pas valable.',
  fix: 'écrivez une barre « / » puis des minuscules sans accent, des chiffres et des tirets, sans barre à la fin : « path: /ma-page ».',
  editor: 'Une barre « / » puis des minuscules sans accent, des chiffres et des tirets, sans barre à la fin : /ma-page.',
})
const reservedPath = explain({
  title: 'Adresse de page invalide',
  message: 'l’adresse de {item} ({value}) commence comme celle d’une partie du site qui n’est pas une page (/keystatic, /api, /assets, /images).',
  fix: 'choisissez une autre adresse, par exemple « /mes-ateliers ».',
  editor: 'Cette adresse est réservée par le site (/keystatic, /api, /assets, /images) : choisissez-en une autre.',
})
const missingFile = explain({
  title: 'Fichier de page manquant',
  message: '{item} n’indique pas son fichier (file).',
  fix: 'écrivez « file: nom-du-fichier », le nom du fichier .mdx de content/, sans « .mdx ».',
  editor: 'Le nom du fichier .mdx de content/, sans « .mdx ».',
})
const missingTitle = explain({
  title: 'Titre manquant',
  message: '{item} n’a pas de titre (title), ou il est vide.',
  fix: 'écrivez « title: … » : c’est le titre de l’onglet du navigateur et des résultats de recherche.',
  editor: 'Le titre de l’onglet du navigateur et des résultats de recherche ne peut pas rester vide.',
})
const missingDescription = explain({
  title: 'Description manquante',
  message: '{item} n’a pas de description, ou elle est vide.',
  fix: `écrivez « description: … », une phrase de ${maxDescription} caractères au plus qui résume la page pour les moteurs de recherche.`,
  editor: `Une phrase de ${maxDescription} caractères au plus, qui résume la page pour les moteurs de recherche.`,
})
const longDescription = explain({
  title: 'Description trop longue',
  message: `la description de {item} dépasse ${maxDescription} caractères.`,
  fix: `raccourcissez-la : au-delà de ${maxDescription} caractères, les moteurs de recherche la coupent.`,
  editor: `Raccourcissez-la à ${maxDescription} caractères au plus (chiffres entre accolades remplis) : au-delà, les moteurs de recherche la coupent.`,
})

export const description = field(
  prose(missingDescription).refine((value) => [...value].length <= maxDescription, { error: longDescription }),
  {
    label: 'Description',
    help: `La phrase des moteurs de recherche, ${maxDescription} caractères au plus. Entre accolades, un chiffre des coordonnées du cabinet : {responseDelay}, {city}…`,
    multiline: true,
  },
)

const pageKinds = ['legal', 'private'] as const
/** The pages the site links to by what they are for, whatever their address. */
export const pageRoles = ['booking', 'offers', 'terms', 'privacy'] as const
export type PageRole = (typeof pageRoles)[number]

const pageSchema = group({
  // Emptied by hand to take the page out of the menu, as her guide says: absent.
  nav: emptyAsAbsent(sentence('Nom dans le menu', 'Facultatif : sans lui, la page n’est pas dans le menu.')),
  title: field(prose(missingTitle), { label: 'Titre', help: 'Le titre de l’onglet du navigateur et des résultats de recherche.' }),
  description,
  path: field(
    z
      .string({ error: badPath })
      .regex(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, { error: badPath })
      // The editor, its sign-in, the build's files: the hosts' rules for them match « /keystatic-… » too.
      .refine((path) => !/^\/(keystatic|api|assets|images)(\/|-|$)/.test(path), { error: reservedPath }),
    {
    label: 'Adresse',
    help: '« / » puis des minuscules sans accent, des chiffres et des tirets. Changer l’adresse d’une page change ses liens partout.',
    },
  ),
  file: field(text(missingFile), { label: 'Fichier', help: 'Le fichier .mdx de content/ qui contient son texte, sans « .mdx ».' }),
  kind: field(
    z.enum(pageKinds, {
      error: explain({
        title: 'Valeur non prévue',
        message: '{item} a « kind: {value} », qui n’est pas une valeur prévue.',
        fix: 'écrivez « kind: legal » pour une page liée en bas de page (mentions légales…), « kind: private » pour une page à vous seule, ou supprimez la ligne.',
        editor: 'Choisissez une place de la liste.',
      }),
    }),
    {
      label: 'Place',
      help: 'Une page légale est liée en bas de chaque page. Une page à vous seule (votre page hors site) n’est dans aucun menu ni dans le plan du site, et les moteurs de recherche ne l’indexent pas ; son adresse n’est pas secrète pour autant.',
      options: { legal: 'Liée en bas de page (mentions légales…)', private: 'À moi seule : hors menus, jamais indexée' },
    },
  ).optional(),
  role: field(
    z.enum(pageRoles, {
      error: explain({
        title: 'Valeur non prévue',
        message: '{item} a « role: {value} », qui n’est pas un rôle prévu.',
        fix: 'écrivez « role: booking » pour la page de rendez-vous, « role: offers » pour la page des tarifs, « role: terms » pour les conditions de vente, « role: privacy » pour la politique de confidentialité, ou supprimez la ligne.',
        editor: 'Choisissez un rôle de la liste.',
      }),
    }),
    {
      label: 'Rôle',
      help: 'Ce que la page est pour le site, où qu’elle soit : la page de rendez-vous, que les boutons « Réserver » et l’en-tête ouvrent ; la page des tarifs, où les moteurs de recherche lisent vos prix ; les conditions de vente et la politique de confidentialité, que les formulaires citent.',
      options: { booking: 'Page de rendez-vous', offers: 'Page des tarifs', terms: 'Conditions de vente', privacy: 'Politique de confidentialité' },
    },
  ).optional(),
  // The home page, and a page the site opens for visitors by its role, out of search engines and menus: a site gone
  // from Google without a word.
}).refine((page) => page.kind !== 'private' || page.path !== '/', {
  error: explain({
    title: 'Page privée impossible',
    message: '{item} ne peut pas être « à moi seule » (kind: private) : c’est l’accueil ; le site disparaîtrait des moteurs de recherche.',
    fix: 'retirez la ligne « kind: private » de cette page.',
    editor: 'L’accueil reste public : choisissez une autre place, ou aucune.',
  }),
  path: ['kind'],
}).refine((page) => page.kind !== 'private' || page.path === '/' || page.role === undefined, {
  error: explain({
    title: 'Page privée impossible',
    message: '{item} ne peut pas être « à moi seule » (kind: private) : le site l’ouvre pour les visiteurs par son rôle (role) ; elle disparaîtrait des moteurs de recherche et des menus.',
    fix: 'retirez la ligne « kind: private » de cette page, ou donnez son rôle à une autre page.',
    editor: 'Une page qui a un rôle reste publique : choisissez une autre place, ou aucune.',
  }),
  path: ['kind'],
})

export const pagesSchema = file({
  pages: field(nonEmptyList(pageSchema), {
    label: 'Pages',
    help: 'Le menu suit cet ordre. Ajouter une page : créez son texte dans « Mes pages », puis ajoutez-la ici.',
    itemLabel: (page) => String(page.nav || page.title || 'Nouvelle page'),
  }),
  notFound: field(
    group({
      title: field(prose(missingTitle), { label: 'Titre', help: 'Le titre de l’onglet du navigateur.' }),
      description,
      file: field(text(missingFile), { label: 'Fichier', help: 'Le fichier .mdx de content/, sans « .mdx ».' }),
    }),
    { label: 'Page introuvable (404)', help: 'La page affichée pour une adresse inconnue.' },
  ),
})
