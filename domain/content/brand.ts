/**
 * The brand's colours where CSS variables do not reach: the mails' inline styles and the PDFs. They are the app's
 * primary indigo (client/styles.css --color-primary and --color-primary-strong; a test keeps the two equal).
 */
export const BRAND_COLOR = { primary: '#4f46e5', strong: '#4338ca' } as const;

/** The wordmark the app's header, the mails and the PDFs carry. */
export const BRAND_NAME = 'Prospera';
