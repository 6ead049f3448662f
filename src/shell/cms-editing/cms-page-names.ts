/** The CMS pages of the howToEnroll route: the enrollment steps, then the FAQ (the route table has no FAQ route of its own). */
export const HOW_TO_ENROLL_PAGE = 'howToEnroll';
export const FAQ_PAGE = 'faq';
/** The FAQ section's anchor: the resources library's help link opens /howToEnroll#faq. */
export const FAQ_ANCHOR = 'faq';
