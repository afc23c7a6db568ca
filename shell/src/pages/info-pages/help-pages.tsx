import { Link } from 'react-router-dom';
import { formatPrice } from 'shared-ui/format';
import { FREE_SHIPPING_OVER_CENTS, SHIPPING_CENTS, TAX_PERCENT, toDollars } from 'shared-ui/pricing';
import { CONTACT, type InfoPageEntry } from '../info-page';

const SHIPPING = formatPrice(toDollars(SHIPPING_CENTS));
const FREE_OVER = formatPrice(toDollars(FREE_SHIPPING_OVER_CENTS));

const helpTopics = (
  <ul>
    <li>
      <strong>Orders:</strong> every order you place is listed under <Link to="/myorders">My Orders</Link> with its payment and
      delivery status.
    </li>
    <li>
      <strong>Shipping:</strong> rates and delivery times are on <Link to="/shipping-info">Shipping Info</Link>.
    </li>
    <li>
      <strong>Returns and refunds:</strong> how to send something back is on <Link to="/returns">Returns</Link>.
    </li>
    <li>
      <strong>Sizes:</strong> measurements for clothing and shoes are in the <Link to="/size-guide">Size Guide</Link>.
    </li>
    <li>
      <strong>Your account:</strong> change your name, email or password under <Link to="/profile">Profile Settings</Link>.
    </li>
  </ul>
);

const contactUs = (
  <p>
    Email <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> or call{' '}
    <a href={`tel:${CONTACT.phone.replace(/[^+\d]/g, '')}`}>{CONTACT.phone}</a>, {CONTACT.hours}. Include your order number if
    your question is about an order.
  </p>
);

/** The footer's Help column and the header's Support. */
export const HELP_PAGES: InfoPageEntry[] = [
  {
    path: '/help',
    title: 'Help Center',
    description: 'Answers about orders, shipping, returns, sizes and your ShopHub account.',
    lead: 'Most questions are answered below. If yours is not, customer care is one email away.',
    sections: [
      { heading: 'Help topics', body: helpTopics },
      {
        heading: 'Paying',
        body: (
          <p>
            We accept PayPal, cards through Stripe, and cash on delivery. Sales tax of {TAX_PERCENT}% is added to the items total
            at checkout, and you see the full amount before you place the order.
          </p>
        ),
      },
      {
        heading: 'Changing or cancelling an order',
        body: (
          <p>
            Write to us as soon as possible with the order number. We can change or cancel an order until it has been packed;
            after that, return it once it arrives.
          </p>
        ),
      },
      { heading: 'Contact customer care', body: contactUs },
    ],
  },
  {
    path: '/support',
    title: 'Support',
    description: 'Get help with an order, a delivery, a return or your ShopHub account.',
    lead: 'Something not right with an order or your account? Here is where to start.',
    sections: [
      { heading: 'Common questions', body: helpTopics },
      {
        heading: 'A problem with a delivery',
        body: (
          <p>
            If a parcel is late, damaged or missing an item, email us within 14 days of delivery with the order number and a photo
            if something is damaged. We replace or refund it; you do not need to send damaged goods back unless we ask.
          </p>
        ),
      },
      { heading: 'Contact customer care', body: contactUs },
    ],
  },
  {
    path: '/shipping-info',
    title: 'Shipping Info',
    description: `ShopHub shipping rates: free on orders over ${FREE_OVER}, a flat ${SHIPPING} otherwise.`,
    lead: `Orders over ${FREE_OVER} ship free. Every other order ships for a flat ${SHIPPING}.`,
    sections: [
      {
        heading: 'Rates',
        body: (
          <>
            <ul>
              <li>
                Items total over {FREE_OVER}: <strong>free shipping</strong>.
              </li>
              <li>
                Items total of {FREE_OVER} or less: <strong>{SHIPPING}</strong> per order, however many items.
              </li>
            </ul>
            <p>
              The items total is before tax. Your cart shows whether your order qualifies, and the order review shows the exact
              shipping charge before you pay.
            </p>
          </>
        ),
      },
      {
        heading: 'When it arrives',
        body: (
          <p>
            Orders placed before 2pm ET on a working day leave our warehouse the same day; later orders leave the next working
            day. Most deliveries within the continental United States take 3 to 5 working days.
          </p>
        ),
      },
      {
        heading: 'Following your order',
        body: (
          <p>
            Your order and its delivery status are under <Link to="/myorders">My Orders</Link> once you are signed in.
          </p>
        ),
      },
    ],
  },
  {
    path: '/returns',
    title: 'Returns',
    description: 'How to return an item to ShopHub within 30 days and how refunds work.',
    lead: 'You can return most items within 30 days of delivery for a full refund of the item price.',
    sections: [
      {
        heading: 'What can be returned',
        body: (
          <ul>
            <li>Unused items in their original packaging, within 30 days of delivery.</li>
            <li>Faulty or damaged items at any time within the manufacturer's warranty.</li>
            <li>Not returnable for hygiene reasons once opened: beauty products, earphones and underwear, unless faulty.</li>
          </ul>
        ),
      },
      {
        heading: 'How to return',
        body: (
          <ol>
            <li>
              Email <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> with your order number and the items you are
              returning.
            </li>
            <li>We reply with a return number, usually the same day.</li>
            <li>
              Pack the items with the return number inside and send them to the address on our <Link to="/contact">Contact</Link>{' '}
              page.
            </li>
          </ol>
        ),
      },
      {
        heading: 'Refunds',
        body: (
          <p>
            We refund to the original payment method within 5 working days of receiving the return. Shipping is refunded when the
            item was faulty or we sent the wrong one.
          </p>
        ),
      },
    ],
  },
  {
    path: '/size-guide',
    title: 'Size Guide',
    description: 'Body measurements for ShopHub clothing and shoe sizes.',
    lead: 'Measure yourself over light clothing and compare with the tables below. Between two sizes? Take the larger.',
    sections: [
      {
        heading: 'Clothing',
        body: (
          <table>
            <caption>Chest and waist in inches</caption>
            <thead>
              <tr>
                <th scope="col">Size</th>
                <th scope="col">Chest</th>
                <th scope="col">Waist</th>
              </tr>
            </thead>
            <tbody>
              {[
                ['XS', '32–34', '26–28'],
                ['S', '35–37', '29–31'],
                ['M', '38–40', '32–34'],
                ['L', '41–43', '35–37'],
                ['XL', '44–46', '38–40'],
              ].map(([size, chest, waist]) => (
                <tr key={size}>
                  <th scope="row">{size}</th>
                  <td>{chest}</td>
                  <td>{waist}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ),
      },
      {
        heading: 'Shoes',
        body: (
          <table>
            <caption>Foot length in inches</caption>
            <thead>
              <tr>
                <th scope="col">US men</th>
                <th scope="col">US women</th>
                <th scope="col">Foot length</th>
              </tr>
            </thead>
            <tbody>
              {[
                ['7', '8.5', '9.6'],
                ['8', '9.5', '9.9'],
                ['9', '10.5', '10.3'],
                ['10', '11.5', '10.6'],
                ['11', '12.5', '10.9'],
              ].map(([men, women, length]) => (
                <tr key={men}>
                  <td>{men}</td>
                  <td>{women}</td>
                  <td>{length}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ),
      },
      {
        heading: 'Brand sizing',
        body: (
          <p>
            Some brands run small or large; where they do, the product description says so. The wrong size can be exchanged under
            our <Link to="/returns">returns policy</Link>.
          </p>
        ),
      },
    ],
  },
];
