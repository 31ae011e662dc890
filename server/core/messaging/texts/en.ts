/** The e-mails and text messages sent to members, in English: every other language has each of these keys. */
export const en = {
  hello: 'Hello {{name}},',
  activation: {
    subject: 'Activate your {{product}} account',
    thanks: 'Thank you for registering with {{product}}. Open this link to activate your account:',
    validity: 'The link is valid for 7 days. If you did not register, ignore this e-mail: no account will be activated.',
    contact: 'You will also receive news from {{product}} because you agreed to be contacted. To stop, open: {{link}}',
  },
  reset: {
    subject: 'Reset your {{product}} password',
    asked: 'Someone asked to reset the password of your account. Open this link to choose a new password:',
    validity: 'The link is valid for one hour and works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    sms: '{{product}}: your password reset code is {{code}}. Or open {{link}} . Valid for one hour.',
  },
  signIn: {
    sms: '{{product}}: your sign-in code is {{code}}. It is valid for 10 minutes.',
  },
  raffleWin: {
    title: 'You won the raffle!',
    body: 'Your ticket was drawn in the monthly raffle. See your prize in the app.',
  },
};

/** A language's texts: the same keys as English. */
export type MessageTexts = { [K in keyof typeof en]: (typeof en)[K] extends string ? string : { [L in keyof (typeof en)[K]]: string } };
