import { Link } from 'react-router-dom';
import type { InfoPageEntry } from '../info-page';

const privacyEmail = <a href="mailto:privacy@shophub.com">privacy@shophub.com</a>;

/** The footer's Legal column. */
export const LEGAL_PAGES: InfoPageEntry[] = [
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description: 'What personal data ShopHub keeps, why, for how long, and your rights over it.',
    lead: 'We keep the data we need to run your account and deliver your orders, and nothing we do not need.',
    sections: [
      {
        heading: 'What we keep',
        body: (
          <ul>
            <li>Your account: name, email address, a hash of your password (never the password itself).</li>
            <li>Your orders: the items, prices, shipping address and payment method you chose.</li>
            <li>Reviews you write, with the name you post them under.</li>
          </ul>
        ),
      },
      {
        heading: 'What stays on your device',
        body: (
          <p>
            Your cart, wishlist, recently viewed products, the shipping address and payment method you last used, and your light
            or dark theme are kept in your browser's storage, not on our servers, until you place an order. Clearing your
            browser's site data removes them.
          </p>
        ),
      },
      {
        heading: 'Who we share it with',
        body: (
          <p>
            The payment provider you choose (PayPal or Stripe) receives what it needs to take the payment, and the carrier
            receives your name and shipping address. We do not sell personal data or share it for advertising.
          </p>
        ),
      },
      {
        heading: 'Your rights',
        body: (
          <p>
            You can see and correct your details under <Link to="/profile">Profile Settings</Link>. To get a copy of your data or
            have your account deleted, write to {privacyEmail}; we answer within 30 days. Order records we must keep for tax
            purposes are kept for seven years.
          </p>
        ),
      },
    ],
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    description: 'The terms that apply when you shop at ShopHub: orders, prices, payment and returns.',
    lead: 'These terms apply when you use this site and buy from ShopHub. They are written to be read.',
    sections: [
      {
        heading: 'Orders',
        body: (
          <p>
            Placing an order is an offer to buy. The contract is made when we confirm the order. We hold the stock for your order
            once it is placed; if an item turns out to be unavailable we tell you and refund it in full.
          </p>
        ),
      },
      {
        heading: 'Prices and payment',
        body: (
          <p>
            Prices are in US dollars. Shipping and sales tax are added at checkout and shown before you place the order. The price
            that applies is the one on the order review when you place it.
          </p>
        ),
      },
      {
        heading: 'Returns and faults',
        body: (
          <p>
            Our <Link to="/returns">returns policy</Link> is part of these terms and does not affect your statutory rights for
            faulty goods.
          </p>
        ),
      },
      {
        heading: 'Your account',
        body: (
          <p>
            Keep your password to yourself; you are responsible for orders placed with your account. We may close accounts used
            for fraud or abuse of the site.
          </p>
        ),
      },
    ],
  },
  {
    path: '/cookies',
    title: 'Cookie Policy',
    description: 'The one cookie ShopHub sets and what the browser storage it uses is for.',
    lead: 'We use one cookie, and only to keep you signed in. There are no advertising or tracking cookies on this site.',
    sections: [
      {
        heading: 'The cookie we set',
        body: (
          <p>
            When you sign in we set a secure, HTTP-only session cookie so the site knows it is you. It is removed when you sign
            out or when it expires.
          </p>
        ),
      },
      {
        heading: 'Browser storage',
        body: (
          <p>
            Your cart, wishlist, recently viewed products and theme are kept in your browser's local storage so they are still
            there when you come back. They are never sent to third parties. See the <Link to="/privacy">Privacy Policy</Link> for
            the details.
          </p>
        ),
      },
      {
        heading: 'Page speed measurements',
        body: (
          <p>
            To keep pages fast we record how long each page took to load: the page's address and the timings, nothing that
            identifies you.
          </p>
        ),
      },
    ],
  },
  {
    path: '/accessibility',
    title: 'Accessibility',
    description: 'How ShopHub works with a keyboard, a screen reader and other assistive technology.',
    lead: 'Everyone should be able to shop here, whatever device or assistive technology they use.',
    sections: [
      {
        heading: 'What we aim for',
        body: (
          <p>
            We build to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA and test every release with automated
            checks in both the light and the dark theme.
          </p>
        ),
      },
      {
        heading: 'Using the site',
        body: (
          <ul>
            <li>Every page works with a keyboard alone; a "Skip to content" link is the first thing you reach.</li>
            <li>The search box suggests products as you type: use the arrow keys to move through them and Enter to open one.</li>
            <li>Text and controls meet the contrast ratios of WCAG AA, and the dark mode switch is in the header.</li>
            <li>Pages follow your system's reduced-motion setting: the home page banner stops rotating.</li>
          </ul>
        ),
      },
      {
        heading: 'Tell us what is in the way',
        body: (
          <p>
            If something on the site is hard to use, write to <a href="mailto:support@shophub.com">support@shophub.com</a> with
            the page and what happened. We answer within two working days and can take your order by phone or email meanwhile.
          </p>
        ),
      },
    ],
  },
];
