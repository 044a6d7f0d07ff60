// The terms and privacy: their pages, the document dialog, and reading and accepting them when registering.
import type { documents as es } from '../es/documents';
import type { Shape } from '../shape';

export const documents: Shape<typeof es> = {
  acceptance: {
    accept: 'I have read and accept the Terms and Conditions and the Privacy Policy',
    read: 'Read',
    unread: 'Not read',
    readBoth: 'Open both documents and read them to the end before accepting them.',
  },
  document: {
    loading: 'Loading document...',
    scrollHint: 'Scroll to the end to confirm you have read it.',
    done: 'I have read the document',
    dismiss: 'Close without confirming',
    termsLoadError: 'Failed to load terms and conditions. Please try again later.',
    privacyLoadError: 'Failed to load privacy policy. Please try again later.',
    download: 'Download the PDF',
  },
  termsTitle: 'Terms and Conditions',
  privacyTitle: 'Privacy Policy',
};
