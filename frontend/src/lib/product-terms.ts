// The commercial promises made on the landing page and in the legal texts. Keeping them in one
// place stops the marketing copy and the terms from ever disagreeing.

/** Price of one pamphlet design, in US dollars. */
export const pricePerDesignUsd = 30;

/** Days after delivery in which refunds and minor corrections are free. */
export const guaranteeDays = 30;

/** Minimum age of anyone using the service. */
export const minimumAge = 18;

/** Days after receipt of returned goods within which a refund is paid. */
export const refundDays = 14;

/** The floor of our liability cap, in US dollars. */
export const liabilityCapUsd = 100;

/** Notice given before a material change to the terms takes effect. */
export const termsChangeNoticeDays = 30;

/** Days to answer a privacy request, and the extension we may take once. */
export const privacyResponseDays = 45;

/** Date the current terms and privacy policy took effect. */
export const legalEffectiveDate = 'November 22, 2026';
