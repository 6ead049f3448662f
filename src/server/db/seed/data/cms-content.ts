/**
 * CMS page content in English and French (portal-shell §3 block kinds: page teaser, FAQ question
 * and answer, list item with image, header and text).
 */

export interface Bilingual {
  en: string;
  fr: string;
}

/** Home-page tile teasers, keyed by the block's human-readable id. */
export const TEASERS: readonly (readonly [string, Bilingual])[] = [
  ['teaser-dealerwebsitecertification', {
    en: 'Certified website providers keep your site on brand, fast and compliant.',
    fr: 'Des fournisseurs de sites certifiés gardent votre site conforme, rapide et fidèle à la marque.',
  }],
  ['teaser-smartleads', {
    en: 'Qualified shopper leads delivered to your CRM, within the budget you set.',
    fr: 'Des demandes de clients qualifiés livrées à votre CRM, selon le budget que vous fixez.',
  }],
  ['teaser-smartanalytics', {
    en: 'See leads, sales and website performance in one dashboard.',
    fr: 'Suivez les demandes, les ventes et la performance web dans un seul tableau de bord.',
  }],
  ['teaser-shoppercontact', {
    en: 'SmartNurture follows up with shoppers until they are ready to buy.',
    fr: "SmartNurture relance les acheteurs jusqu'à ce qu'ils soient prêts à acheter.",
  }],
  ['teaser-concierge', {
    en: 'Concierge Elite answers every inquiry live, day and night.',
    fr: 'Concierge Élite répond en direct à chaque demande, jour et nuit.',
  }],
  ['teaser-digitaladvertising', {
    en: 'Co-op digital campaigns that reach in-market shoppers.',
    fr: 'Des campagnes numériques coopératives qui rejoignent les acheteurs actifs.',
  }],
  ['teaser-shopperAssurance', {
    en: 'Transparent pricing and guarantees shoppers can trust.',
    fr: 'Des prix transparents et des garanties qui inspirent confiance.',
  }],
  ['teaser-fieldsConsultants', {
    en: 'Field consultants help your team get the most from every program.',
    fr: 'Des conseillers terrain aident votre équipe à tirer le meilleur de chaque programme.',
  }],
  ['teaser-contactus', {
    en: 'Questions? Our support team is here to help.',
    fr: 'Des questions? Notre équipe de soutien est là pour vous aider.',
  }],
];

export const HOME_HEADER: Bilingual = { en: 'Programs for your dealership', fr: 'Des programmes pour votre concession' };
export const HOME_INTRO: Bilingual = {
  en: 'Enroll in programs and add-ons, manage your packages and follow your results.',
  fr: 'Inscrivez-vous aux programmes et options, gérez vos forfaits et suivez vos résultats.',
};

export const FAQ: readonly (readonly [Bilingual, Bilingual])[] = [
  [
    { en: 'How do I enroll in a program?', fr: "Comment m'inscrire à un programme?" },
    {
      en: 'Open Manage Packages, choose a provider and a package, accept the agreement and submit.',
      fr: "Ouvrez Gérer les forfaits, choisissez un fournisseur et un forfait, acceptez l'entente et soumettez.",
    },
  ],
  [
    { en: 'When does a budget change take effect?', fr: 'Quand un changement de budget prend-il effet?' },
    {
      en: 'An increase or decrease takes effect immediately for administrators; dealer changes apply from next month.',
      fr: "Une hausse ou une baisse s'applique immédiatement pour les administrateurs; les changements des concessionnaires s'appliquent le mois suivant.",
    },
  ],
  [
    { en: 'Can I request credit for a lead?', fr: 'Puis-je demander un crédit pour une demande?' },
    {
      en: 'Yes. Open the lead in the Lead Viewer and choose Request credit with a reason.',
      fr: 'Oui. Ouvrez la demande dans la Visionneuse de demandes et choisissez Demander un crédit avec une raison.',
    },
  ],
  [
    { en: 'Who do I contact about billing?', fr: 'Qui contacter pour la facturation?' },
    {
      en: 'Contact the Billing Department through Contact Us.',
      fr: 'Communiquez avec le Service de la facturation par la page Nous joindre.',
    },
  ],
];

export const HOW_TO_ENROLL_HEADER: Bilingual = { en: 'How to enroll', fr: "Comment s'inscrire" };

export const ENROLL_STEPS: readonly Bilingual[] = [
  { en: 'Review the programs and packages available to your dealership.', fr: 'Consultez les programmes et forfaits offerts à votre concession.' },
  { en: 'Choose a certified provider and a package.', fr: 'Choisissez un fournisseur certifié et un forfait.' },
  { en: 'Confirm your billing details and accept the agreement.', fr: "Confirmez vos renseignements de facturation et acceptez l'entente." },
  { en: 'Track your enrollment status under Manage Enrollments.', fr: 'Suivez votre inscription dans Gérer les inscriptions.' },
];

/** A small SVG logo, the kind the default image requirement (SVG, 192x50) asks for. */
export const SAMPLE_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="192" height="50" viewBox="0 0 192 50">' +
  '<rect width="192" height="50" rx="6" fill="#1f3a5f"/>' +
  '<text x="96" y="32" font-family="sans-serif" font-size="20" fill="#fff" text-anchor="middle">SmartPortal</text></svg>';
