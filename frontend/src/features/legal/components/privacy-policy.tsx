import { Link } from '@tanstack/react-router';
import { SupportEmailLink } from '../../../components/support-email-link';
import { productName } from '../../../lib/page-title';
import { minimumAge, privacyResponseDays, termsChangeNoticeDays } from '../../../lib/product-terms';
import { LegalDocument, type LegalSection } from './legal-document';

const sections: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <p>
        {productName} (“we”, “us”, “our”) is an online service based in the United States for making
        funeral and memorial pamphlets. This policy explains what personal information we keep when
        you use the Service, why we keep it, who else handles it and the choices you have. Questions
        are welcome at any time at <SupportEmailLink />.
      </p>
    ),
  },
  {
    id: 'what-we-store',
    title: 'What we store',
    content: (
      <>
        <p>We keep only what we need to make and deliver your pamphlets:</p>
        <ul>
          <li>
            <strong>Your account e-mail address</strong>, if you register, and any name you choose
            to add. Guests give an e-mail address at checkout so that we can send the PDF.
          </li>
          <li>
            <strong>A hashed password.</strong> We store your password only in a one-way, salted
            hashed form that cannot be turned back into the password; nobody at {productName} can
            see it.
          </li>
          <li>
            <strong>Pamphlet text and photos</strong>: the words, photographs and design choices you
            add to your pamphlets, so that you can return to your work and so that we can produce
            your PDF.
          </li>
          <li>
            <strong>Purchase records</strong>: which design you bought, when, the amount, the order
            ID and how many times the PDF has been downloaded.
          </li>
          <li>
            <strong>Messages you send us</strong>, such as requests for corrections or refunds.
          </li>
          <li>
            <strong>Basic technical records</strong>, such as IP addresses and the time of requests,
            which our servers keep for a limited period to keep the Service secure and working.
          </li>
        </ul>
        <p>
          <strong>Card data is handled by the payment provider, never stored by us.</strong> When
          you pay, you enter your card details on the payment provider’s own hosted checkout page;
          we receive only a confirmation that the payment succeeded.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    content: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>save your pamphlets as you edit them and show them back to you;</li>
          <li>produce your print-ready PDF and deliver it, by e-mail or as a download;</li>
          <li>take payment, provide corrections and refunds, and answer your messages;</li>
          <li>keep the Service and your account secure and prevent misuse;</li>
          <li>meet our legal obligations, such as keeping tax and accounting records.</li>
        </ul>
        <p>
          We do not sell your personal information, we do not share it for advertising, and we do
          not use your words or photographs for anything other than making your pamphlets. We send
          e-mails about your account and purchases only; we do not send marketing without asking you
          first.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    content: (
      <>
        <p>
          We use a session cookie only. This single, strictly necessary cookie keeps you signed in,
          or, if you have not registered, keeps your guest session so that your edits stay with you.
          It is not used for advertising or tracking, and we use no analytics or advertising
          cookies.
        </p>
        <p>
          If you switch on dark mode, that preference is remembered in your browser’s local storage.
          It stays on your device and is never sent to us.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who else handles your information',
    content: (
      <>
        <p>
          We share information only with service providers that help us run the Service, and only
          what each needs for its task:
        </p>
        <ul>
          <li>
            our hosting and storage providers, which keep the Service and your pamphlets online;
          </li>
          <li>our payment provider, which takes your payment and holds your card data;</li>
          <li>our e-mail delivery provider, which sends your PDF and account messages.</li>
        </ul>
        <p>
          These providers may use the information only on our behalf and must protect it. We may
          also disclose information when the law requires it, to protect the safety or rights of
          others, or as part of a sale or reorganisation of our business, in which case this policy
          continues to apply to your information.
        </p>
      </>
    ),
  },
  {
    id: 'others',
    title: 'Information about the people in your pamphlet',
    content: (
      <p>
        Pamphlets often include the name, dates, photographs and life story of the person being
        remembered, and sometimes details of family members. We treat that information with the same
        care as your own and use it only to make your pamphlet. Please include only what you and the
        family are comfortable sharing.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    content: (
      <p>
        We keep your account information and pamphlets for as long as your account is open, so that
        you can download your pamphlets again. Pamphlets edited as a guest are kept while your guest
        session is in use and for a reasonable time afterwards so that your purchase can be
        delivered and corrected. Purchase records are kept for as long as tax and accounting law
        requires, which in the United States is generally up to seven years. When you close your
        account, we delete or anonymise the rest, apart from copies that remain for a short time in
        backups.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    content: (
      <p>
        We protect your information with encrypted connections, hashed passwords and access limited
        to the people and systems that need it. No online service can be perfectly secure; if we
        learn of a breach that affects your information, we will tell you without undue delay and as
        the law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    content: (
      <>
        <p>
          Wherever you live, you may ask us to tell you what personal information we hold about you,
          to give you a copy of it, to correct it or to delete it. Residents of California and other
          states with privacy laws have these rights by law, and we extend them to everyone. We will
          not treat you differently for using them.
        </p>
        <p>
          To make a request, write to <SupportEmailLink /> from the e-mail address linked to your
          account or purchase, so that we can confirm it is you. We answer requests within{' '}
          {privacyResponseDays} days. If a request is complex, or we receive many, this period is
          extendable by {privacyResponseDays} days; we will let you know within the first{' '}
          {privacyResponseDays} days and explain why.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        The Service is for adults; our <Link to="/terms">Terms of Service</Link> require users to be
        over {minimumAge}. We do not knowingly collect personal information from children. If you
        believe a child has given us personal information, please write to us and we will delete it.
      </p>
    ),
  },
  {
    id: 'international',
    title: 'Using the Service from outside the United States',
    content: (
      <p>
        We are based in the United States, and your information is stored and processed there. By
        using the Service from another country, you understand that your information will be
        transferred to the United States, where privacy law may differ from that of your country.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        If we change this policy, we will post the new version on this page with a new date. For
        material changes, we will give at least {termsChangeNoticeDays} days’ notice, by e-mail to
        registered users and by a notice on this page, before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        For any question or request about your personal information, write to us at{' '}
        <SupportEmailLink />.
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      introduction={
        <p>
          Families trust us with words and photographs that matter deeply. This policy explains, in
          plain language, how we look after them.
        </p>
      }
      sections={sections}
    />
  );
}
