import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Card, PageContainer, PageHeader, Text, media, space, borderWidth } from 'shared-ui/design';
import { usePageMeta } from 'shared-ui/state';

export interface InfoSection {
  heading: string;
  body: ReactNode;
}

/** A page of written content linked from the header, the mobile menu or the footer. */
export interface InfoPageEntry {
  path: string;
  title: string;
  /** The meta description: one sentence on what the page answers. */
  description: string;
  /** The paragraph under the heading. */
  lead: string;
  sections: InfoSection[];
}

const Layout = styled.div`
  display: grid;
  gap: ${space.lg};
  ${media.atLeast('lg')} {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  }
`;

const Article = styled(Card)`
  display: grid;
  gap: ${space.lg};
  ${media.below('sm')} {
    padding: ${space.md};
  }
  section h2 {
    margin: 0 0 ${space.sm};
    font-size: 1.2rem;
  }
  section > p,
  section > ul,
  section > ol,
  section > dl,
  section > table {
    margin: 0 0 ${space.sm};
    max-width: 70ch;
    line-height: 1.6;
  }
  ul,
  ol {
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: ${space.xs};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: left;
    padding-bottom: ${space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th,
  td {
    text-align: left;
    padding: ${space.sm} 12px ${space.sm} 0;
    border-bottom: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
  }
`;

const Aside = styled(Card)`
  display: grid;
  gap: ${space.sm};
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
  }
`;

/** How to reach the shop; the same on every written page. */
export const CONTACT = {
  email: 'support@shophub.com',
  phone: '+1 (800) 555-0142',
  hours: 'Monday to Friday, 8am–8pm ET; Saturday 9am–5pm ET',
} as const;

export function InfoPage({ page }: { page: InfoPageEntry }) {
  usePageMeta({ title: page.title, description: page.description });
  return (
    <PageContainer>
      <PageHeader variant="article" title={page.title} intro={page.lead} />
      <Layout>
        <Article as="article">
          {page.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.body}
            </section>
          ))}
        </Article>
        <Aside as="aside" variant="surface" aria-label="Contact us">
          <h2>Need a hand?</h2>
          <Text as="p" tone="muted" size="sm">
            Our customer care team answers {CONTACT.hours}.
          </Text>
          <p>
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            <br />
            <a href={`tel:${CONTACT.phone.replace(/[^+\d]/g, '')}`}>{CONTACT.phone}</a>
          </p>
          <ButtonLink to="/help" variant="outline" size="sm">
            Visit the Help Center
          </ButtonLink>
          <Text as="p" tone="muted" size="sm">
            Or keep shopping: <Link to="/">browse the catalogue</Link>.
          </Text>
        </Aside>
      </Layout>
    </PageContainer>
  );
}
