import { screen, within } from '@testing-library/react';
import { serverRenderThenHydrate } from 'shared-ui/testing';
import type * as SocialLinksModule from './social-links';
import { SOCIAL_PROFILES } from './social-links';

describe('SocialLinks', () => {
  it('sends the links without their icons, hydrates cleanly and then draws the icons in the room kept for them', async () => {
    const { html, hydrationProblems } = await serverRenderThenHydrate(() => {
      const { SocialLinks } = require('./social-links') as typeof SocialLinksModule;
      return <SocialLinks />;
    });
    expect(hydrationProblems).toEqual([]);
    const server = document.createElement('div');
    server.innerHTML = html;
    expect(server.querySelectorAll('svg')).toHaveLength(0);
    expect(server.querySelectorAll('a > span[aria-hidden="true"]')).toHaveLength(SOCIAL_PROFILES.length);

    for (const profile of SOCIAL_PROFILES) {
      const link = screen.getByRole('link', { name: `${profile.name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', profile.href);
      expect(within(link).queryByText(profile.name)).toBeInTheDocument();
    }
    expect(document.querySelectorAll('a svg')).toHaveLength(SOCIAL_PROFILES.length);
  });
});
