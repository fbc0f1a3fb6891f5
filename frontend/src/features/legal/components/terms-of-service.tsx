import { Link } from '@tanstack/react-router';
import { SupportEmailLink } from '../../../components/support-email-link';
import { productName } from '../../../lib/page-title';
import {
  guaranteeDays,
  liabilityCapUsd,
  minimumAge,
  pricePerDesignUsd,
  refundDays,
  termsChangeNoticeDays,
} from '../../../lib/product-terms';
import { LegalDocument, type LegalSection } from './legal-document';

const sections: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to these terms',
    content: (
      <>
        <p>
          These Terms of Service (the “Terms”) are an agreement between you and {productName} (“we”,
          “us”, “our”), an online service based in the United States that lets you create funeral
          and memorial pamphlets from templates, preview them as print-ready PDF files and buy the
          finished designs (the “Service”).
        </p>
        <p>
          By browsing, editing, buying or downloading through the Service, whether as a guest or
          with an account, you accept these Terms. If you do not accept them, please do not use the
          Service.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use the Service',
    content: (
      <p>
        You must be over {minimumAge} to use {productName}. The minimum age of {minimumAge} applies
        whether you use the Service as a guest or with an account, and by using the Service you
        confirm that you meet it and that you are able to enter into a binding contract. If you act
        on behalf of a family, funeral home or other organisation, you confirm that you are
        authorised to accept these Terms for it.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Guest use and accounts',
    content: (
      <>
        <p>
          You may browse templates, edit a pamphlet and buy it without an account. When a guest buys
          a design, we send the finished PDF to the e-mail address given at checkout, so please make
          sure it is correct.
        </p>
        <p>
          If you register, your account also lists the pamphlets you have bought so that you can
          download them again. Keep your password to yourself and tell us promptly at{' '}
          <SupportEmailLink /> if you think someone else has used your account. You are responsible
          for activity under your account that results from not keeping your password secure.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your words and photographs',
    content: (
      <>
        <p>
          The text and photographs you add to a pamphlet remain yours. You give us a limited,
          non-exclusive licence to store, copy, resize and arrange them only as needed to run the
          Service for you: to show your pamphlet while you edit it, to produce your PDF and to
          deliver it to you. This licence ends when the content is deleted, except for copies we
          must keep by law or that remain for a short time in backups.
        </p>
        <p>
          You confirm that you have the right to use everything you upload, including photographs
          taken by other people, and that your content does not break the law or the rights of
          others. We do not review pamphlets before they are made, but we may remove content or
          suspend access where we are told, or have good reason to believe, that these Terms have
          been broken.
        </p>
      </>
    ),
  },
  {
    id: 'licence',
    title: 'Our templates and your licence to use a design',
    content: (
      <>
        <p>
          The templates, artwork, layouts and software of the Service belong to us or to those who
          license them to us. When you buy a pamphlet design, we grant you a personal,
          non-exclusive, non-transferable licence to print that pamphlet in any number of copies,
          and to share it in print or electronically, for the funeral, memorial or remembrance it
          was made for.
        </p>
        <p>
          You may not resell or redistribute our templates themselves, use them to offer a competing
          design service, or copy, scrape or reverse-engineer the Service.
        </p>
      </>
    ),
  },
  {
    id: 'prices',
    title: 'Prices and payment',
    content: (
      <>
        <p>
          The price is ${pricePerDesignUsd} per pamphlet design, charged in US dollars. The price
          shown at checkout, including any sales tax that applies, is the price you pay. Each design
          is bought separately, and one purchase covers one pamphlet design with the words and
          photographs it contains when you buy it.
        </p>
        <p>
          Payment is taken by our payment provider on its own secure, hosted checkout page. Your
          card details go directly to the payment provider; we never receive or store them. The
          purchase is complete when the payment provider confirms your payment.
        </p>
      </>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery',
    content: (
      <p>
        Your pamphlet is delivered as a high-resolution, print-ready PDF. Delivery happens when we
        first make the PDF available to you: by e-mail for guests, and by e-mail or as a download
        from your account for registered users. We aim to deliver within minutes of payment. If your
        PDF has not arrived within a day, please check your spam folder and then write to us at{' '}
        <SupportEmailLink />.
      </p>
    ),
  },
  {
    id: 'guarantee',
    title: `Our ${guaranteeDays}-day guarantee`,
    content: (
      <>
        <p>
          Every purchase comes with our {guaranteeDays}-day guarantee: refunds and minor corrections
          at no charge within {guaranteeDays} days of delivery.
        </p>
        <p>
          Minor corrections include fixing spelling, names, dates or service details, replacing or
          repositioning a photograph, and small layout adjustments within the same template. A
          change to a different template is a new design. To ask for a correction, write to us at{' '}
          <SupportEmailLink /> with your order ID and what you would like changed; we will send you
          the corrected PDF.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    content: (
      <>
        <p>
          If you are not satisfied with a design, you may ask for a refund within {guaranteeDays}{' '}
          days of delivery by writing to us at <SupportEmailLink /> with your order ID. You do not
          need to give a reason.
        </p>
        <p>
          Because a pamphlet is delivered as a digital file, “returning” it means sending us your
          refund request and confirming that you will not print, share or use that design any
          further. We pay the refund within {refundDays} days of receipt of returned goods, to the
          payment method you used. This does not limit any right to a refund that the law gives you.
        </p>
      </>
    ),
  },
  {
    id: 'printing',
    title: 'Printing your pamphlet',
    content: (
      <p>
        We supply a print-ready file; we do not print or post pamphlets. Colours and paper vary
        between printers, so we recommend checking the PDF preview carefully and, where time allows,
        printing a single proof copy first. We are not responsible for the work of a printer you
        choose, but we are glad to help with any problem in the file itself.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    content: (
      <>
        <p>When using the Service, you agree not to:</p>
        <ul>
          <li>
            upload content that is unlawful, hateful, harassing or that infringes the rights of
            others;
          </li>
          <li>use the Service to send unsolicited messages or to impersonate anyone;</li>
          <li>
            try to gain unauthorised access to the Service, other people’s pamphlets or our systems,
            or disrupt the Service, including with automated requests;
          </li>
          <li>copy, scrape, resell or reverse-engineer the Service or its templates.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes to the Service',
    content: (
      <p>
        We work to keep the Service available and your purchased pamphlets downloadable, but we
        cannot promise that it will always be uninterrupted or free of errors, and we may improve,
        change or withdraw features. Please keep your own copy of every PDF you buy. If we ever
        close the Service, we will tell registered users at least {termsChangeNoticeDays} days in
        advance so that they can download their pamphlets.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    content: (
      <p>
        Apart from the promises made in these Terms, including our {guaranteeDays}-day guarantee,
        the Service is provided “as is” and “as available”. To the fullest extent permitted by law,
        we disclaim all other warranties, express or implied, including implied warranties of
        merchantability, fitness for a particular purpose and non-infringement. You are responsible
        for checking the wording, names, dates and photographs in your pamphlet before you print it.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    content: (
      <>
        <p>
          To the fullest extent permitted by law, our total liability to you for all claims arising
          out of or relating to the Service or these Terms is limited to the greater of the amount
          paid or {liabilityCapUsd} USD, where “the amount paid” means what you paid us for the
          pamphlet designs to which the claim relates.
        </p>
        <p>
          We are not liable for indirect, incidental, special or consequential losses, such as lost
          profits or the cost of reprinting with another provider, unless the law does not allow
          such liability to be limited. Nothing in these Terms limits liability for fraud, or for
          any other liability that cannot be limited or excluded by law. Some states do not allow
          certain limitations, so some of them may not apply to you.
        </p>
      </>
    ),
  },
  {
    id: 'indemnity',
    title: 'Responsibility for your content',
    content: (
      <p>
        If someone brings a claim against us because content you uploaded infringed their rights or
        broke the law, you agree to cover the reasonable costs and losses we incur as a result, to
        the extent the claim is caused by your content or by your breach of these Terms.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your use of the Service',
    content: (
      <p>
        You may stop using the Service at any time, and you may ask us to close your account by
        writing to <SupportEmailLink />. We may suspend or close an account that seriously or
        repeatedly breaks these Terms, and will tell you why unless the law or the safety of others
        prevents it. Licences to designs you have already bought, and the sections on liability,
        responsibility for content and disputes, continue after your use ends.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these Terms',
    content: (
      <p>
        We may update these Terms from time to time. We will give at least {termsChangeNoticeDays}{' '}
        days’ notice of material changes, by e-mail to registered users and by a notice on this
        page, before they take effect. Changes that are not material, such as clearer wording or
        corrected contact details, take effect when they are published here. The terms that applied
        when you bought a design continue to govern that purchase.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    content: (
      <>
        <p>
          These Terms are governed by the laws of the United States and of the state in which{' '}
          {productName} is established, without regard to conflict-of-law rules. If you live in
          another state, you keep any protection that its consumer laws give you.
        </p>
        <p>
          If something goes wrong, please write to us first at <SupportEmailLink />; most problems
          can be put right quickly. If we cannot resolve a dispute together, either of us may take
          it to a court with jurisdiction, including a small-claims court.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        Questions about these Terms, a purchase, a correction or a refund are welcome at{' '}
        <SupportEmailLink />. How we handle personal information is described in our{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
];

export function TermsOfService() {
  return (
    <LegalDocument
      title="Terms of Service"
      introduction={
        <p>
          These Terms explain what you can expect from {productName} and what we ask of you in
          return. We have tried to write them plainly, because the people who use our Service are
          often doing so at a difficult time.
        </p>
      }
      sections={sections}
    />
  );
}
