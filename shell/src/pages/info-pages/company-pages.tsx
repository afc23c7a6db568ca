import { Link } from 'react-router-dom';
import { CONTACT, type InfoPageEntry } from '../info-page';

/** The footer's Company column. */
export const COMPANY_PAGES: InfoPageEntry[] = [
  {
    path: '/about',
    title: 'About Us',
    description: 'Who runs ShopHub, what we sell and how we choose it.',
    lead: 'ShopHub is an online shop for the things people use every day: electronics, fashion, home goods, sports gear, books and beauty.',
    sections: [
      {
        heading: 'What we do',
        body: (
          <>
            <p>
              We buy from brands and distributors we have worked with for years, keep the stock in our own warehouse and ship it
              to you ourselves. Every product page shows the price you pay, the stock we actually hold and reviews written by
              customers who bought it.
            </p>
            <p>We would rather carry fewer products we can stand behind than a catalogue of listings we cannot check.</p>
          </>
        ),
      },
      {
        heading: 'How we work',
        body: (
          <ul>
            <li>Prices include everything except shipping and sales tax, which you see before you pay.</li>
            <li>Orders over $100 ship free; we tell you at checkout if yours does.</li>
            <li>
              Changed your mind? Most items can be returned within 30 days — see <Link to="/returns">Returns</Link>.
            </li>
          </ul>
        ),
      },
      {
        heading: 'Talk to us',
        body: (
          <p>
            Questions, feedback or a supplier enquiry: write to <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> or see{' '}
            <Link to="/contact">Contact</Link> for every way to reach us.
          </p>
        ),
      },
    ],
  },
  {
    path: '/careers',
    title: 'Careers',
    description: 'Working at ShopHub: the teams we hire for and how to apply.',
    lead: 'We are a small team running a real shop: customer care, warehouse, buying and the engineers who build this site.',
    sections: [
      {
        heading: 'Teams',
        body: (
          <ul>
            <li>
              <strong>Customer care</strong> answers email and phone, and owns every order until it is delivered.
            </li>
            <li>
              <strong>Warehouse and shipping</strong> receives stock, packs orders and handles returns.
            </li>
            <li>
              <strong>Buying</strong> chooses what we sell and negotiates with brands.
            </li>
            <li>
              <strong>Engineering</strong> builds the storefront, the ordering system and the tools the other teams use.
            </li>
          </ul>
        ),
      },
      {
        heading: 'Open positions',
        body: (
          <p>
            We have no open positions at the moment. We still read every application: send a short note on what you would like to
            do and your CV to <a href="mailto:careers@shophub.com">careers@shophub.com</a> and we will keep it on file for six
            months.
          </p>
        ),
      },
      {
        heading: 'What to expect',
        body: (
          <p>
            One conversation with the team you would join, one practical exercise done in working hours, and an answer within two
            weeks of applying — yes or no.
          </p>
        ),
      },
    ],
  },
  {
    path: '/press',
    title: 'Press',
    description: 'Press enquiries, facts about ShopHub and brand assets.',
    lead: 'Writing about online retail or about ShopHub? We are glad to help with facts, comments and images.',
    sections: [
      {
        heading: 'Press contact',
        body: (
          <p>
            Email <a href="mailto:press@shophub.com">press@shophub.com</a>. We answer press enquiries within one working day.
          </p>
        ),
      },
      {
        heading: 'Facts',
        body: (
          <ul>
            <li>Categories: electronics, fashion, home and garden, sports, books, beauty, toys and automotive.</li>
            <li>Shipping: free on orders over $100, a flat $10 otherwise.</li>
            <li>Payment: PayPal, card through Stripe, or cash on delivery.</li>
          </ul>
        ),
      },
      {
        heading: 'Logo and images',
        body: (
          <p>
            Our logo and product photography are available on request for editorial use. Please do not alter the logo or use it to
            suggest an endorsement.
          </p>
        ),
      },
    ],
  },
  {
    path: '/contact',
    title: 'Contact',
    description: 'How to reach ShopHub customer care by email or phone, and when we answer.',
    lead: 'The quickest way to reach us is email; we answer most messages the same day.',
    sections: [
      {
        heading: 'Customer care',
        body: (
          <>
            <p>
              Email: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
              <br />
              Phone: <a href={`tel:${CONTACT.phone.replace(/[^+\d]/g, '')}`}>{CONTACT.phone}</a>
              <br />
              Hours: {CONTACT.hours}
            </p>
            <p>
              About an order? Include the order number (it is on the order page under <Link to="/myorders">My Orders</Link>) so we
              can find it straight away.
            </p>
          </>
        ),
      },
      {
        heading: 'Returns address',
        body: (
          <p>
            ShopHub Returns, 1200 Harbor Way, Unit 4, Oakland, CA 94607, United States. Please read{' '}
            <Link to="/returns">Returns</Link> before sending anything back.
          </p>
        ),
      },
      {
        heading: 'Other enquiries',
        body: (
          <ul>
            <li>
              Press: <a href="mailto:press@shophub.com">press@shophub.com</a>
            </li>
            <li>
              Jobs: <a href="mailto:careers@shophub.com">careers@shophub.com</a>
            </li>
            <li>
              Privacy and your data: <a href="mailto:privacy@shophub.com">privacy@shophub.com</a>
            </li>
          </ul>
        ),
      },
    ],
  },
];
