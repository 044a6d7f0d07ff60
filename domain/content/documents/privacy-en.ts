// Prospera: Privacy Policy (English)
import type { LegalDocument } from './types';

export const privacyEn: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: '2025-10-11',
  intro:
    'Your privacy matters to us. This Privacy Policy explains how Prospera Labs collects, uses, stores and protects your personal data when you use Prospera, the personal-development web application that guides you through a 90-day programme, and what rights you have over that data. We recommend that you read it together with our Terms and Conditions.',
  sections: [
    {
      heading: 'Who is responsible for your data',
      paragraphs: [
        'The controller of your personal data is Prospera Labs (“Prospera Labs”, “we”, “us” or “our”), which operates the Prospera application (the “Service”). Our registered address and company details are available on request.',
        'For any question about this Privacy Policy or about how we process your personal data, you can write to us at privacy@prospera.app. For other legal matters, you can contact legal@prospera.app.',
        'This Policy applies to the personal data we process through the Service. It does not apply to third-party websites or content that may be linked from the Service, such as the image you choose to link as your profile picture.',
      ],
    },
    {
      heading: 'Your account data',
      paragraphs: [
        'When you register and use your account, we process the following data, which you provide to us directly:',
        '• your first name and last name;',
        '• your email address, which you also use to sign in;',
        '• your telephone number;',
        '• your postal address;',
        '• optionally, the URL of the image you want to use as your profile picture (avatar);',
        '• account management data, such as your preferred currency, the date on which you accepted our Terms and Conditions and the date of your last password change;',
        '• your password, which we never store in plain text: we keep only a hash generated with the argon2id algorithm, from which your password cannot be recovered.',
        'These data are necessary to create and manage your account, identify you, communicate with you about the Service and, where applicable, manage your subscription. If you do not provide the mandatory data, we will not be able to create your account.',
      ],
    },
    {
      heading: 'Your programme data',
      paragraphs: [
        'When you use the programme, we process the information you enter and the information the Service generates from it, in particular:',
        '• your yes/no answers to the assessment questions on the six areas of your life;',
        '• the scores calculated for each area, which make up your life wheel, and the focus areas you choose or that are suggested to you;',
        '• the projects you create, with their title, description, dates and expected score; the BE, DO and HAVE goals you define within them; and the actions you plan, with their description, due date, time estimate, energy level and status;',
        '• the contexts you use to organise your actions;',
        '• the budgets you optionally assign to your actions, together with their currency.',
        'This information is private and linked only to your account. It is used to provide you with the Service and is not visible to other users.',
      ],
    },
    {
      heading: 'Subscription and billing data',
      paragraphs: [
        'If you sign up for a paid plan, we keep a record of your subscription: the plan chosen (Monthly, Quarterly, Semester or Annual), the start and end dates, whether automatic renewal is enabled, the amount paid, any discounts applied, the currency, the payment method used and the payment confirmation references.',
        'Prospera Labs records payments manually once they have been confirmed. We do not collect or store your card number, security code or any other full payment card details. If a third-party payment provider processes your payment, that provider will process your payment data in accordance with its own privacy policy.',
      ],
    },
    {
      heading: 'Technical data and browser storage',
      paragraphs: [
        'When you use the Service, our servers process certain technical data that is needed for it to work securely:',
        '• your IP address, which we use to apply limits on the number of requests (rate limiting), prevent abuse and record security events such as sign-in attempts;',
        '• your language preference (Spanish or English), so that we can show you the Service in your language;',
        '• your time zone, which your browser sends so that dates, due dates and monthly limits follow your local calendar;',
        '• basic information about requests, such as the date and time, the operation requested and its result, which is recorded in our security logs.',
        'Prospera uses your browser’s local storage to keep the session tokens that keep you signed in, your language preference and cached copies of responses and documents (such as these legal texts), so that the application loads faster and works better on slow connections. This information stays on your device, and you can delete it at any time by signing out or clearing your browser data.',
        'We do not use advertising cookies or third-party tracking or profiling tools, and we do not include advertising networks or social media trackers in the Service.',
      ],
    },
    {
      heading: 'Purposes and legal bases for processing',
      paragraphs: [
        'We process your personal data only for specific purposes and on the following legal bases:',
        '• Performance of the contract: to create and manage your account, authenticate you, provide the assessment, the life wheel, projects, goals and actions, manage your plan and subscription, and respond to your requests.',
        '• Legitimate interest: to keep the Service secure, prevent fraud and abuse, apply request limits, keep security logs, diagnose technical errors and improve how the Service works. We have assessed that these interests are not overridden by your rights and freedoms, and you can object to this processing as explained below.',
        '• Consent: where the law requires it, for example for processing answers that may reveal sensitive data or for sending optional communications. You can withdraw your consent at any time, without affecting the lawfulness of processing carried out before its withdrawal.',
        '• Legal obligation: to keep billing and accounting records, respond to requests from competent authorities and comply with other obligations imposed on us by law.',
        'We do not make decisions based solely on automated processing that produce legal effects concerning you or similarly significantly affect you. The scores in the Service are calculated automatically from your answers, but they are only a self-assessment tool for your personal use and have no consequences outside the Service.',
        'We will not use your data for purposes that are incompatible with those described here. If we wish to use it for a new purpose, we will inform you beforehand and, where necessary, ask for your consent.',
      ],
    },
    {
      heading: 'Communications',
      paragraphs: [
        'We will send you messages related to the operation of the Service, such as account confirmations, security notices, information about your subscription and its renewal, and notices of changes to our Terms or to this Policy. These communications are necessary to provide the Service and cannot be switched off while your account is active.',
        'We will only send you promotional communications or newsletters if you have given your consent or where the law otherwise allows it, and you can unsubscribe at any time using the link included in each message or by writing to us.',
      ],
    },
    {
      heading: 'How long we keep your data',
      paragraphs: [
        'We keep your personal data only for as long as necessary for the purposes for which it was collected:',
        '• Account and programme data: for as long as your account exists. When you delete your account, we delete this data or irreversibly anonymise it within 30 days.',
        '• Security logs, including IP addresses: 90 days from when they are recorded, unless we need to keep a specific record for longer to investigate a security incident or deal with a claim.',
        '• Subscription and billing records: for the period required by applicable tax law, even after your account has been deleted.',
        '• Session tokens: access tokens are short-lived, and refresh tokens expire after 30 days.',
        '• Data stored in your browser: it remains on your device until you sign out, it expires or you clear your browser data.',
        'Once these periods have ended, we delete the data or anonymise it so that it can no longer be linked to you. We may keep anonymised data for statistical purposes and to improve the Service.',
      ],
    },
    {
      heading: 'Who we share your data with',
      paragraphs: [
        'We do not sell, rent or trade your personal data, and we do not share it with third parties for their own marketing or advertising purposes.',
        'We only share your data with the following recipients, where necessary:',
        '• Service providers (processors) that supply us with hosting, infrastructure, database, email delivery and technical support services. They act on our behalf under a written contract that requires them to process the data only on our instructions, keep it confidential and apply appropriate security measures.',
        '• Payment providers, where applicable, to process the payments for your subscription.',
        '• Professional advisers, such as lawyers, accountants and auditors, who are bound by duties of confidentiality, where necessary to comply with our obligations or defend our rights.',
        '• Public authorities, courts and law enforcement agencies, where required by law or necessary to protect the rights, property or safety of Prospera Labs, our users or others.',
        '• A buyer or successor, in the event of a merger, acquisition or transfer of all or part of our business, who will remain bound by this Policy or equivalent commitments; we will inform you before your data becomes subject to a different privacy policy.',
        'Your assessment answers, especially those that may reveal sensitive information, are never disclosed to third parties other than the technical processors that host the Service on our behalf.',
      ],
    },
    {
      heading: 'International transfers',
      paragraphs: [
        'Our service providers may be located in, or process data in, countries other than your own, including countries whose data protection laws may not offer the same level of protection as those of your country.',
        'When we transfer personal data to other countries, we do so with appropriate safeguards, such as transfers to countries recognised as providing an adequate level of protection, standard contractual clauses approved by the competent authorities or other mechanisms provided for by applicable law, together with supplementary measures where necessary.',
        'You can request more information about international transfers and the safeguards we apply by writing to privacy@prospera.app.',
      ],
    },
    {
      heading: 'How we protect your data',
      paragraphs: [
        'We apply technical and organisational measures appropriate to the risk to protect your personal data against unauthorised access, loss, alteration or disclosure, including:',
        '• encryption in transit: all communication between your browser and our servers uses TLS;',
        '• secure password storage: passwords are stored only as argon2id hashes, never in plain text;',
        '• authentication using session tokens with a limited lifetime and refresh tokens that expire after 30 days and are stored on our servers only as hashes;',
        '• access controls that restrict access to personal data to authorised staff who need it to carry out their duties and who are bound by confidentiality obligations;',
        '• request limits and security logs to detect and prevent abuse, brute-force attacks and other suspicious activity.',
        'No system is completely secure. If we become aware of a personal data breach that is likely to result in a risk to your rights and freedoms, we will notify the competent authority and, where required, inform you without undue delay.',
        'You also play a part in protecting your data: use a strong, unique password, sign out on shared devices and do not share your credentials.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Subject to the conditions and limits set by applicable law, you have the following rights over your personal data:',
        '• Access: to find out whether we process your data and to obtain a copy of it.',
        '• Rectification: to have inaccurate data corrected or incomplete data completed. You can update much of your account information directly in the Service.',
        '• Erasure: to request the deletion of your data, for example when it is no longer necessary for the purposes for which it was collected.',
        '• Restriction of processing: to ask us to restrict the processing of your data in certain circumstances, for example while we check its accuracy.',
        '• Portability: to receive the data you have provided to us in a structured, commonly used and machine-readable format, and to have it transmitted to another controller where technically feasible.',
        '• Objection: to object, on grounds relating to your particular situation, to processing based on our legitimate interest.',
        '• Withdrawal of consent: to withdraw at any time any consent you have given, without affecting the lawfulness of earlier processing.',
        '• Complaint: to lodge a complaint with the data protection supervisory authority of your country of residence, your place of work or the place of the alleged infringement.',
      ],
    },
    {
      heading: 'How to exercise your rights',
      paragraphs: [
        'To exercise any of these rights, send an email to privacy@prospera.app from the address associated with your account, stating which right you wish to exercise. If we have reasonable doubts about your identity, we may ask you for additional information to confirm it.',
        'We will respond within 30 days of receiving your request. If the request is particularly complex or we receive a large number of requests, this period may be extended to the extent permitted by applicable law; in that case, we will inform you of the extension and the reasons for it within the first 30 days.',
        'Exercising your rights is free of charge. However, where requests are manifestly unfounded or excessive, in particular because of their repetitive nature, we may charge a reasonable fee or refuse to act on them, as permitted by law.',
        'We would appreciate the chance to address your concerns before you approach a supervisory authority, so please feel free to write to us first.',
      ],
    },
    {
      heading: 'Sensitive information',
      paragraphs: [
        'Some assessment questions cover areas such as health or couple relationships and intimacy. Your answers to them, and the scores derived from them, may reveal sensitive aspects of your life, such as information about your physical or mental health or your sex life, which many laws protect as special categories of data.',
        'We process this information solely to provide the Service to you: to calculate your scores, display your life wheel and help you plan your projects. We never share it with third parties for their own purposes, never sell it and never use it for advertising, profiling or any other purpose unrelated to the Service.',
        'Where the law requires it, we process this information on the basis of your explicit consent, which you give when you choose to answer these questions. You can withdraw that consent at any time by writing to privacy@prospera.app or by deleting your account, in which case we will delete the answers concerned.',
        'Please do not include in the free-text fields of your projects, goals or actions any sensitive information that you do not need to record, or any sensitive information about other people.',
      ],
    },
    {
      heading: 'Minors',
      paragraphs: [
        'Prospera is not intended for people under 18 years of age, and we do not knowingly collect personal data from minors. To register, you must confirm that you are at least 18 years old.',
        'If we find that we have collected personal data from a person under 18, we will close the account and delete that data as soon as possible. If you believe that a minor has provided us with personal data, please contact us at privacy@prospera.app.',
      ],
    },
    {
      heading: 'Changes to this Policy',
      paragraphs: [
        'We may update this Privacy Policy to reflect changes to the Service, to our practices or to applicable law. The date of the latest update is always shown at the top of this document.',
        'If we make material changes, we will inform you in advance by email or by a notice within the Service and, where the law requires it, we will ask for your consent. We encourage you to review this Policy from time to time.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'If you have any questions, comments or requests about this Privacy Policy or the processing of your personal data, you can write to us at:',
        '• Privacy and personal data: privacy@prospera.app',
        '• Other legal matters: legal@prospera.app',
        'The registered address of Prospera Labs is available on request. We will answer your enquiry as soon as possible and, in the case of requests to exercise your rights, within the period stated in this Policy.',
      ],
    },
  ],
};
