// Prospera: Terms and Conditions of Use (English)
import type { LegalDocument } from './types';

export const termsEn: LegalDocument = {
  title: 'Terms and Conditions of Use',
  lastUpdated: '2025-10-11',
  intro:
    'These Terms and Conditions govern your access to and use of Prospera, a personal-development web application that guides you through a 90-day programme designed to help you move from surviving to thriving. Please read them carefully: by creating an account or using Prospera, you accept these Terms and agree to comply with them.',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'Prospera (the “Service”) is operated by Prospera Labs (“Prospera Labs”, “we”, “us” or “our”). Prospera Labs is responsible for providing the Service and is the party you enter into a contract with when you accept these Terms.',
        'Our registered address and company details are available on request. You can contact us about these Terms at legal@prospera.app and about privacy and personal data at privacy@prospera.app.',
      ],
    },
    {
      heading: 'Acceptance of these Terms',
      paragraphs: [
        'By creating an account, ticking the acceptance box during registration or otherwise accessing or using the Service, you confirm that you have read and understood these Terms and our Privacy Policy, which explains how we process your personal data, and that you agree to them.',
        'If you do not agree with these Terms, you must not create an account or use the Service. If you already have an account and no longer agree, you may stop using the Service and request the deletion of your account at any time.',
      ],
    },
    {
      heading: 'Eligibility',
      paragraphs: [
        'The Service is intended exclusively for adults. To register for and use Prospera, you must be at least 18 years old and have full legal capacity to enter into a binding contract.',
        'By registering, you confirm that you meet these requirements and that the information you provide is true, accurate, current and complete. We may ask you to confirm your age or identity if we have reasonable grounds to believe that these requirements are not met.',
        'If we discover that an account belongs to a person under 18, we will close it and delete the associated data in accordance with our Privacy Policy.',
      ],
    },
    {
      heading: 'Your account and its security',
      paragraphs: [
        'To use Prospera you need to create an account by providing your first name, last name, email address, telephone number, postal address and a password. You may also add a profile picture by providing a link (URL) to it. You agree to keep this information up to date.',
        'You are responsible for keeping your password confidential and for all activity that takes place under your account. Choose a strong password that you do not use for other services, and do not share your sign-in credentials with anyone.',
        'Each account is personal and non-transferable. You may not create accounts on behalf of other people, impersonate anyone or open several accounts to get around the limits of the free plan.',
        'If you suspect that someone has accessed your account without authorisation, or that your password has been compromised, change it immediately and let us know at legal@prospera.app. We are not liable for losses arising from unauthorised use of your account where they result from your failure to keep your credentials secure, except where the law provides otherwise.',
      ],
    },
    {
      heading: 'Description of the Service',
      paragraphs: [
        'Prospera is a tool for self-reflection and personal organisation built around a 90-day programme. The Service currently includes the following main features:',
        '• Assessment: a questionnaire of yes/no questions covering six areas of your life, which you answer based on your own situation.',
        '• Life wheel: a visual representation of the scores calculated from your answers for each area, which helps you identify the areas you may want to focus on.',
        '• Projects: spaces in which you organise the changes you want to make, each linked to one of the areas of your life.',
        '• Goals: within each project you can define what you want to BE, what you want to DO and what you want to HAVE.',
        '• Actions: specific steps towards your goals, with due dates and, optionally, an estimated budget.',
        '• Contexts: labels that help you organise and filter your actions according to the circumstances in which you can carry them out.',
        'The Service is available in Spanish and English. Over time we may add, modify or remove features, as described in the section on availability and changes to the Service.',
      ],
    },
    {
      heading: 'Prospera is not medical, psychological or financial advice',
      paragraphs: [
        'Prospera is a personal-development and organisation tool. It is not a medical, psychological, psychiatric, therapeutic, nutritional, legal, tax or financial advisory service, and it does not replace the advice of a qualified professional.',
        'The scores, the life wheel and any suggested focus areas are self-assessment tools. They are calculated automatically from your own yes/no answers; they are not a diagnosis or an objective measurement of your health, relationships, finances or any other aspect of your life, and they should not be interpreted as such.',
        'Any decision you make on the basis of the Service, including decisions about your health, relationships, work, spending, savings or investments, is your own responsibility. The budgets you record for your actions are planning estimates entered by you; Prospera does not verify them and does not provide financial advice about them.',
        'If you are experiencing physical or emotional distress, or if you are in a situation of risk, please seek help from a healthcare professional or contact your local emergency services immediately. Prospera is not designed to deal with emergencies.',
      ],
    },
    {
      heading: 'Your content and the licence you grant us',
      paragraphs: [
        'You retain all the rights you have in the information, text and data you enter into Prospera (your “Content”), including your answers, projects, goals, actions, contexts and budgets. We do not claim ownership of your Content.',
        'So that we can provide the Service, you grant Prospera Labs a non-exclusive, worldwide, royalty-free licence to host, store, reproduce, process and display your Content solely for the purpose of operating, maintaining, securing and improving the Service for you. This licence ends when your Content is deleted from our systems, subject to the retention periods described in our Privacy Policy.',
        'We will not publish your Content, make it available to other users or use it for advertising. Your programme data is private and linked only to your account.',
        'You are responsible for your Content and confirm that you have the right to enter it into the Service. Avoid including personal data about other people beyond what is strictly necessary, and do not enter information that you are not entitled to share.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'You agree to use Prospera lawfully, in good faith and in accordance with these Terms. In particular, you must not:',
        '• use the Service for any unlawful, fraudulent or harmful purpose, or to store content that is illegal, defamatory, offensive or that infringes the rights of others;',
        '• attempt to access accounts, data or systems that you are not authorised to access, or probe, scan or test the vulnerability of the Service without our written permission;',
        '• interfere with or disrupt the operation of the Service, for example by sending an excessive number of requests, circumventing usage limits or introducing viruses or other malicious code;',
        '• use robots, scrapers or other automated means to access the Service or extract information from it, except through interfaces that we expressly make available for that purpose;',
        '• copy, modify, decompile or reverse engineer the Service or its content, or create derivative works from them, except to the extent permitted by mandatory law;',
        '• resell, sublicense or commercially exploit the Service without our prior written consent.',
        'If we have reasonable grounds to believe that you have breached this section, we may take appropriate measures, such as limiting access to certain features, suspending or closing your account and, where appropriate, informing the competent authorities.',
      ],
    },
    {
      heading: 'Plans, subscriptions and billing',
      paragraphs: [
        'Prospera offers a free plan, called Básico, and optional paid subscription plans: Monthly (1 month), Quarterly (3 months), Semester (6 months) and Annual (12 months). The reference price is 9.99 US dollars (USD) per month; the Quarterly plan has a 10% discount on that reference price, the Semester plan 20% and the Annual plan 30%. Each plan is paid in full at the start of its period. The exact price, the billing period and any applicable taxes are shown to you before you confirm your purchase.',
        'Every paid plan allows up to 6 active projects at the same time, an unlimited number of new actions and access to the analytics of your progress.',
        'Prices are expressed and charged in US dollars. Depending on your country, taxes such as VAT or sales tax may apply, and your bank or payment provider may charge you currency conversion fees or other charges that are outside our control.',
        'Payments are made using the payment methods indicated at the time of purchase and may be processed by third-party payment providers. Prospera Labs records and confirms each payment in your subscription history. Prospera never collects or stores your card details.',
        'Your subscription becomes active once we have confirmed receipt of your payment. The paid features will be available for the whole period you have paid for, from the start date to the end date shown in your account.',
        'We may change the prices of our plans. Any price change will only apply from your next renewal, and we will notify you at least 30 days in advance so that you can cancel before it takes effect if you do not agree.',
      ],
    },
    {
      heading: 'Renewal, cancellation and refunds',
      paragraphs: [
        'If automatic renewal is enabled on your subscription, at the end of each period it will renew for a period of the same length at the price in force at that time, unless you cancel before the renewal date. We will remind you of the renewal through your account or, where the law requires it, by email.',
        'You can cancel your subscription at any time. Cancelling switches off automatic renewal: you will keep access to the paid features until the end of the period you have already paid for (the renewal date), after which your account will automatically move to the free Básico plan.',
        'You can also change to another paid plan at any time. The new plan starts on the day of the change, for its full period and at its full price, and automatic renewal is switched back on; the unused part of your previous plan is not carried over or refunded, except where the law requires otherwise. Once a plan has ended, you can choose it again to start a new period.',
        'Unless required by law or expressly stated otherwise, payments are non-refundable and we do not offer refunds or credits for partially used periods. This does not affect any statutory right of withdrawal or any other rights you may have as a consumer under the mandatory law of your country of residence.',
        'If a payment cannot be confirmed, we may suspend the paid features until the situation is resolved. A failed payment does not lead to the deletion of your data: your account will simply continue under the limits of the free plan.',
      ],
    },
    {
      heading: 'The free plan (Básico) and its limits',
      paragraphs: [
        'The Básico plan is free of charge and gives you access to the assessment, the life wheel and the core features for organising projects, goals and actions, subject to the following limits:',
        '• a maximum of 3 active projects at any one time;',
        '• a maximum of 30 new actions created per calendar month;',
        '• no access to analytics, which are included in the paid plans.',
        'When you reach a limit, you will not be able to create more projects or actions until you complete, cancel or postpone one of your active projects, the next calendar month begins or you upgrade to a paid plan. Reaching a limit never results in the deletion of data you have already entered.',
        'If you move from a paid plan back to the Básico plan, the content you created while subscribed will be kept, but the free plan limits will apply to the creation of new projects and actions. We may change the features and limits of the free plan in accordance with the section on changes to these Terms.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'The Service, including its software, design, interface, texts, questionnaires, scoring methodology, graphics, logos, the Prospera name and brand, and all other elements that are not your Content, belongs to Prospera Labs or its licensors and is protected by intellectual property laws.',
        'Provided that you comply with these Terms, we grant you a limited, personal, non-exclusive, non-transferable and revocable licence to access and use the Service for your own personal, non-commercial purposes while your account is active.',
        'Nothing in these Terms transfers to you any ownership rights in the Service. All rights not expressly granted are reserved.',
      ],
    },
    {
      heading: 'Availability and changes to the Service',
      paragraphs: [
        'We work to keep Prospera available and working properly, but we cannot guarantee that the Service will be uninterrupted, error-free or available at all times. Access may be temporarily interrupted for maintenance, updates, security reasons or causes beyond our reasonable control.',
        'We may develop, modify or withdraw features of the Service. If a change significantly reduces the features of a paid plan you have already paid for, we will tell you in advance and, where appropriate, offer you a proportional refund for the remaining period or another remedy permitted by law.',
      ],
    },
    {
      heading: 'Suspension and termination',
      paragraphs: [
        'You may stop using Prospera at any time and request the deletion of your account by writing to privacy@prospera.app or, where available, through your account settings. Deleting your account does not automatically entitle you to a refund of amounts already paid, without prejudice to your statutory rights.',
        'We may suspend or close your account, with prior notice where reasonably possible, if you seriously or repeatedly breach these Terms, if you use the Service fraudulently or in a way that could cause harm to us, other users or third parties, or if we are required to do so by law or by a competent authority.',
        'We may also stop offering the Service altogether. In that case, we will give you reasonable advance notice, give you the opportunity to request a copy of your data and refund the proportional part of any subscription fee paid for a period that will not be provided.',
        'Upon termination, your right to use the Service ends immediately and your data will be deleted or anonymised in accordance with our Privacy Policy. Provisions of these Terms that by their nature should survive termination, such as those relating to intellectual property, disclaimers, limitation of liability and governing law, will continue to apply.',
      ],
    },
    {
      heading: 'Disclaimers',
      paragraphs: [
        'The Service is provided “as is” and “as available”. To the extent permitted by law, we give no guarantee, express or implied, that the Service will meet your expectations, that you will achieve any particular result by using it, or that the scores and suggestions it generates are accurate, complete or suitable for your particular situation.',
        'Personal development depends on many factors outside our control, including your own decisions and circumstances. Completing the 90-day programme does not guarantee any specific improvement in your health, relationships, income, wealth or wellbeing.',
        'Nothing in these Terms excludes or limits any warranty or right that cannot be excluded or limited under the mandatory law that applies to you, including, where applicable, the statutory guarantees of conformity for digital services supplied to consumers.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the fullest extent permitted by applicable law, Prospera Labs will not be liable for any indirect, incidental, special or consequential loss, or for any loss of profits, income, data, opportunities or goodwill, arising out of or in connection with your use of, or inability to use, the Service.',
        'To the fullest extent permitted by applicable law, our total liability to you for any claim arising out of or in connection with these Terms or the Service will be limited to the greater of the amount you have paid us in the twelve (12) months preceding the event giving rise to the claim and 50 US dollars.',
        'Nothing in the above limits or excludes our liability for death or personal injury caused by our negligence, for fraud or wilful misconduct, for gross negligence, or for any other liability that cannot be limited or excluded under applicable law.',
      ],
    },
    {
      heading: 'Privacy and personal data',
      paragraphs: [
        'We process your personal data in accordance with our Privacy Policy, which forms part of these Terms and explains what data we collect, what we use it for, how long we keep it and how you can exercise your rights.',
        'Some of your answers, particularly those relating to health or to your couple relationship and intimacy, may reveal sensitive aspects of your life. We use them only to provide the Service to you and never share them with third parties for their own purposes.',
      ],
    },
    {
      heading: 'Governing law and disputes',
      paragraphs: [
        'These Terms are governed by the laws of the country in which Prospera Labs is established, excluding its conflict-of-laws rules.',
        'If you are a consumer, this choice of law does not deprive you of the protection afforded to you by the mandatory provisions of the law of the country in which you habitually reside. You may also bring proceedings before the courts of your place of residence where the law allows it.',
        'Before bringing any formal claim, we encourage you to write to us at legal@prospera.app so that we can try to resolve the matter amicably. Where applicable, you may also use the alternative dispute resolution schemes or online dispute resolution platforms available to consumers in your jurisdiction.',
      ],
    },
    {
      heading: 'Changes to these Terms',
      paragraphs: [
        'We may update these Terms to reflect changes to the Service, to our business or to applicable law. The date of the latest update is always shown at the top of this document.',
        'If the changes are material, we will notify you at least 30 days before they take effect, by email or by a notice within the Service. If you do not agree with the new Terms, you may cancel your subscription and delete your account before that date. If you continue to use the Service after that date, you will be deemed to have accepted the updated Terms.',
        'Changes required by law or made for security reasons may take effect immediately; in that case, we will inform you as soon as reasonably possible.',
      ],
    },
    {
      heading: 'General provisions',
      paragraphs: [
        'If any provision of these Terms is held to be invalid or unenforceable, the remaining provisions will remain in full force and effect, and the affected provision will be replaced by a valid one that comes as close as possible to its original purpose.',
        'These Terms are available in Spanish and English. In the event of any discrepancy between the two versions, the Spanish version will prevail, except where mandatory law provides otherwise.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'If you have any questions about these Terms or the Service, you can write to us at:',
        '• Legal matters and these Terms: legal@prospera.app',
        '• Privacy and personal data: privacy@prospera.app',
        'The registered address and company details of Prospera Labs are available on request by writing to legal@prospera.app. We will do our best to answer your enquiry as soon as possible.',
      ],
    },
  ],
};
