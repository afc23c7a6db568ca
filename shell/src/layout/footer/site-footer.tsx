import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, container, media, radius, space, borderWidth } from 'shared-ui/design';
import { SocialLinks } from './social-links';

const Footer = styled.footer`
  margin-top: ${space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border-top: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
`;

const Inner = styled.div`
  max-width: ${container.max};
  margin: 0 auto;
  padding: ${space.xl} ${space.md} ${space.lg};
  display: grid;
  gap: ${space.lg};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  ${media.below('md')} {
    grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
    /* Newsletter and social links take a full row; the link columns sit two or three abreast. */
    & > section,
    & > nav[aria-label='Social'] {
      grid-column: 1 / -1;
    }
  }
  h2 {
    font-size: 1rem;
    margin: 0 0 ${space.sm};
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 6px;
  }
  a {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Newsletter = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  input {
    flex: 1;
    min-width: 200px;
    height: 40px;
    padding: 0 12px;
    border-radius: ${radius.md};
    border: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

const Bottom = styled.div`
  max-width: ${container.max};
  margin: 0 auto;
  padding: ${space.md};
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  justify-content: space-between;
  align-items: center;
  border-top: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  ul {
    display: flex;
    gap: ${space.sm};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: 2px ${space.sm};
    border: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
    border-radius: ${radius.sm};
  }
`;

const LINK_COLUMNS = [
  {
    title: 'Company',
    links: [
      ['/about', 'About Us'],
      ['/careers', 'Careers'],
      ['/press', 'Press'],
      ['/contact', 'Contact'],
    ],
  },
  {
    title: 'Help',
    links: [
      ['/help', 'Help Center'],
      ['/shipping-info', 'Shipping Info'],
      ['/returns', 'Returns'],
      ['/size-guide', 'Size Guide'],
    ],
  },
  {
    title: 'Legal',
    links: [
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
      ['/cookies', 'Cookie Policy'],
      ['/accessibility', 'Accessibility'],
    ],
  },
] as const;

const PAYMENT_LABELS = ['Visa', 'Mastercard', 'PayPal', 'Apple Pay'];

export function SiteFooter() {
  const [email, setEmail] = useState('');
  // Submit behaviour is not specified: the form only clears itself, no message (spec §5).
  const onSubscribe = (event: FormEvent) => {
    event.preventDefault();
    setEmail('');
  };
  return (
    <Footer>
      <Inner>
        <section>
          <h2>Stay in the loop</h2>
          <Newsletter onSubmit={onSubscribe}>
            <input
              type="email"
              aria-label="Email address"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
            />
            <Button type="submit" variant="accent">
              Subscribe Now
            </Button>
          </Newsletter>
        </section>
        {LINK_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map(([to, label]) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="Social">
          <h2>Follow us</h2>
          <SocialLinks />
        </nav>
      </Inner>
      <Bottom>
        <span>© 2026 ShopHub. All rights reserved.</span>
        <ul aria-label="Accepted payments">
          {PAYMENT_LABELS.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
        <Button variant="outline" size="sm" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          Back to top ↑
        </Button>
      </Bottom>
    </Footer>
  );
}
