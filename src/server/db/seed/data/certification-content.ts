import type { Bilingual } from './cms-content.ts';

/**
 * The Digital Certification page (route DigitalCertification, where the Digital Certification
 * tile and menu entry lead; issue #20: a local page, not a learning system's host): the OEM's
 * certification curriculum as CMS sections (header and text), one page per OEM that certifies
 * its dealers and a shared one for the others. `{brand}` stands for the OEM's name.
 */
export const CERTIFICATION_OEMS = ['honda', 'acura', 'hyundai'] as const;

export const CERTIFICATION_SECTIONS: readonly (readonly [string, Bilingual, Bilingual])[] = [
  [
    'certification-intro',
    { en: '{brand} Digital Certification', fr: 'Certification numérique {brand}' },
    {
      en: 'The {brand} Digital Certification prepares your sales, internet and BDC teams to serve online shoppers the way {brand} expects: fast, accurate answers, transparent pricing and a smooth hand-off from the website to the showroom. A dealership is certified when every member of those teams has completed the four modules below.',
      fr: 'La certification numérique {brand} prépare vos équipes des ventes, Internet et du centre de développement des affaires à servir les acheteurs en ligne comme {brand} l’attend : des réponses rapides et exactes, des prix transparents et un passage fluide du site Web à la salle d’exposition. Une concession est certifiée lorsque tous les membres de ces équipes ont suivi les quatre modules ci-dessous.',
    },
  ],
  [
    'certification-module-1',
    { en: 'Module 1: Responding to online leads', fr: 'Module 1 : Répondre aux demandes en ligne' },
    {
      en: 'Answer every lead within 30 minutes during business hours, by the shopper’s preferred channel, with a personal reply that answers the question asked. Covers response templates, follow-up cadence and how response times are measured in the Lead Viewer.',
      fr: 'Répondez à chaque demande dans les 30 minutes pendant les heures d’ouverture, par le moyen de communication préféré de l’acheteur, avec une réponse personnelle à la question posée. Couvre les modèles de réponse, le rythme des relances et la mesure des temps de réponse dans le visualiseur de demandes.',
    },
  ],
  [
    'certification-module-2',
    { en: 'Module 2: Pricing and offers online', fr: 'Module 2 : Prix et offres en ligne' },
    {
      en: 'How {brand} pricing, incentives and disclaimers must appear on your website and in your replies, and what the website compliance audits check each quarter.',
      fr: 'Comment les prix, les incitatifs et les avis de non-responsabilité {brand} doivent figurer sur votre site Web et dans vos réponses, et ce que les audits de conformité des sites vérifient chaque trimestre.',
    },
  ],
  [
    'certification-module-3',
    { en: 'Module 3: Digital retailing', fr: 'Module 3 : Vente au détail numérique' },
    {
      en: 'Guiding a shopper who started a deal online through payment, trade-in, credit and delivery without starting over at the dealership.',
      fr: 'Accompagner l’acheteur qui a commencé une transaction en ligne à travers le paiement, l’échange, le crédit et la livraison, sans tout reprendre à la concession.',
    },
  ],
  [
    'certification-module-4',
    { en: 'Module 4: Shopper privacy and consent', fr: 'Module 4 : Confidentialité et consentement' },
    {
      en: 'Handling shoppers’ personal information, consent to be contacted and unsubscribe requests as the law and {brand} require.',
      fr: 'Traiter les renseignements personnels des acheteurs, leur consentement à être contactés et leurs demandes de désabonnement comme la loi et {brand} l’exigent.',
    },
  ],
  [
    'certification-keeping',
    { en: 'Keeping your certification', fr: 'Maintenir votre certification' },
    {
      en: 'New team members complete the modules within 60 days of joining. Certification is renewed every year; your field consultant reviews your team’s completion with you and can schedule a session at your dealership. Questions: use Contact Us.',
      fr: 'Les nouveaux membres de l’équipe suivent les modules dans les 60 jours suivant leur arrivée. La certification est renouvelée chaque année; votre conseiller terrain examine avec vous la progression de votre équipe et peut organiser une séance à votre concession. Des questions? Utilisez Contactez-nous.',
    },
  ],
];
