import { useId, useState } from 'react';
import styled, { css, keyframes, type DefaultTheme } from 'styled-components';
import { ButtonLink, container, media, radius, space, borderWidth } from 'shared-ui/design';
import { useAfterFirstRender } from 'shared-ui/state';
import { HERO_TRANSITION_MS, type HeroSlide } from '../hero-slides';
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion';
import { useRotation } from '../use-rotation';

/** Fill and text of each slide's panel: deep brand fills carry white text in both themes (theme-tokens). */
const THEME_COLORS = {
  primary: ['primaryFill', 'onPrimaryFill'],
  accent: ['accentFill', 'onAccentFill'],
  neutral: ['surface', 'text'],
} as const satisfies Record<HeroSlide['theme'], readonly [keyof DefaultTheme['colors'], keyof DefaultTheme['colors']]>;

const Section = styled.section`
  margin-bottom: ${space.lg};
  ${media.below('md')} {
    margin-bottom: ${space.md};
  }
`;

/**
 * Sized before anything loads (spec: nothing shifts): the slides stack inside a fixed-height frame.
 * On a phone the frame is short, with the text over the picture, so the first products are in the first screen.
 */
const Frame = styled.div`
  position: relative;
  height: 360px;
  border-radius: ${radius.lg};
  overflow: hidden;
  border: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
  ${media.below('md')} {
    height: 216px;
  }
`;

const Slide = styled.div<{ $theme: HeroSlide['theme']; $position: HeroSlide['textPosition'] }>`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  background-color: ${({ theme, $theme }) => theme.colors[THEME_COLORS[$theme][0]]};
  /* A soft light from the top corner gives the flat fill some depth; the text stays on the solid colour. */
  background-image: radial-gradient(120% 90% at 0% 0%, rgb(255 255 255 / 0.12), transparent 60%);
  color: ${({ theme, $theme }) => theme.colors[THEME_COLORS[$theme][1]]};
  opacity: 0;
  visibility: hidden;
  transition: opacity ${HERO_TRANSITION_MS}ms ease;
  /* By CSS, not by the hook: the server's markup is right for either preference. */
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  &[data-state='active'] {
    opacity: 1;
    visibility: visible;
    z-index: 1;
  }
  &[data-state='leaving'] {
    visibility: visible;
  }
  /*
   * On a phone the banner lies behind the text, under the panel's colour at 92 %: a texture that keeps
   * the text at AA contrast, and the largest picture of the first screen (the preloaded, server-rendered
   * one), so the page's largest paint does not wait for the product cards.
   */
  ${media.below('md')} {
    grid-template-columns: 1fr;
    .hero-image {
      position: absolute;
      inset: 0;
    }
    .hero-text {
      position: relative;
      z-index: 1;
      background: color-mix(in srgb, ${({ theme, $theme }) => theme.colors[THEME_COLORS[$theme][0]]} 92%, transparent);
    }
  }
  ${({ $position }) =>
    $position === 'right' &&
    css`
      ${media.atLeast('md')} {
        .hero-image {
          order: -1;
        }
      }
    `}
  ${({ $position }) =>
    $position === 'center' &&
    css`
      ${media.atLeast('md')} {
        grid-template-columns: 1fr;
        .hero-image {
          position: absolute;
          inset: 0;
        }
        .hero-text {
          position: relative;
          align-self: center;
          justify-self: center;
          max-width: ${container.reading};
          text-align: center;
          align-items: center;
          border-radius: ${radius.lg};
          background: ${({ theme }) => theme.colors.surfaceRaised};
          color: ${({ theme }) => theme.colors.text};
          box-shadow: 0 12px 40px rgb(0 0 0 / 0.25);
        }
      }
    `}
`;

const SlideImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
  display: block;
`;

const SlideText = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${space.sm};
  padding: ${space.lg} ${space.xl};
  ${media.below('md')} {
    gap: 6px;
    padding: ${space.md} ${space.md};
  }
  h2 {
    margin: 0;
    font-size: clamp(1.5rem, 3vw, 2.5rem);
    line-height: 1.15;
    letter-spacing: -0.01em;
  }
  p {
    margin: 0;
  }
  .subtitle {
    font-weight: 700;
    font-size: 1.125rem;
  }
  ${media.below('md')} {
    .subtitle {
      font-size: 1rem;
    }
    .description {
      font-size: 0.9375rem;
      line-height: 1.35;
      display: -webkit-box;
      -webkit-line-clamp: 2;
      -webkit-box-orient: vertical;
      overflow: hidden;
    }
  }
`;

/**
 * On a brand fill the first call to action is white with the fill's colour as text (the inverse
 * button), on the neutral panel it is the primary button; the second is an outline in the text colour.
 */
const CallsToAction = styled.div<{ $theme: HeroSlide['theme'] }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.sm};
  ${media.below('md')} {
    margin-top: ${space.xs};
    flex-wrap: nowrap;
    a {
      padding-inline: 12px;
      font-size: 0.9375rem;
      white-space: nowrap;
    }
  }
  a:first-child {
    background: ${({ theme, $theme }) =>
      $theme === 'neutral' ? theme.colors.primaryFill : theme.colors[THEME_COLORS[$theme][1]]};
    color: ${({ theme, $theme }) => ($theme === 'neutral' ? theme.colors.onPrimaryFill : theme.colors[THEME_COLORS[$theme][0]])};
    border-color: transparent;
  }
  a:nth-child(2) {
    background: transparent;
    color: inherit;
    border-color: currentColor;
  }
`;

const ControlBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  margin-top: ${space.sm};
  button {
    min-width: 40px;
    min-height: 40px;
    border-radius: ${radius.pill};
    border: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  .dots {
    display: flex;
    gap: ${space.xs};
  }
  .dots button {
    min-width: 28px;
    min-height: 28px;
    padding: 0;
    display: grid;
    place-items: center;
  }
  .dots button::after {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.border};
  }
  .dots button[aria-current='true']::after {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const fill = keyframes`from { transform: scaleX(0); } to { transform: scaleX(1); }`;

const ProgressTrack = styled.div`
  flex: 1;
  height: 4px;
  border-radius: ${radius.pill};
  background: ${({ theme }) => theme.colors.secondary};
  overflow: hidden;
`;

const ProgressFill = styled.div<{ $paused: boolean }>`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transform-origin: left;
  animation: ${fill} 1ms linear forwards;
  animation-play-state: ${({ $paused }) => ($paused ? 'paused' : 'running')};
`;

export interface HeroBannerProps {
  slides: HeroSlide[];
  /** 8 s on /, 6 s on /classic. */
  intervalMs: number;
  label: string;
}

/**
 * The rotating banner: a new slide every `intervalMs` with a 600 ms fade, a progress bar that fills
 * meanwhile, dots and previous/next buttons. Hover, keyboard focus and the Pause button stop it;
 * so does a system preference for reduced motion.
 */
export function HeroBanner({ slides, intervalMs, label }: HeroBannerProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || focused || stopped || reducedMotion;
  const { index, previous, goTo } = useRotation({
    count: slides.length,
    intervalMs,
    transitionMs: HERO_TRANSITION_MS,
    paused,
  });
  const idPrefix = useId();
  // The server's page carries the first slide only: the others are hidden until the banner turns,
  // and their markup and pictures would only compete with the page's first round trips.
  const allSlides = useAfterFirstRender();
  const rendered = (slideIndex: number) => allSlides || slideIndex === index;

  return (
    <Section
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Frame aria-live={paused ? 'polite' : 'off'}>
        {slides.map((slide, slideIndex) => {
          if (!rendered(slideIndex)) return null;
          const state = slideIndex === index ? 'active' : slideIndex === previous ? 'leaving' : 'inactive';
          return (
            <Slide
              key={slide.title}
              id={`${idPrefix}-slide-${slideIndex}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${slides.length}`}
              aria-hidden={state !== 'active'}
              inert={state !== 'active'}
              data-state={state}
              $theme={slide.theme}
              $position={slide.textPosition}
            >
              <SlideText className="hero-text">
                <h2>{slide.title}</h2>
                <p className="subtitle">{slide.subtitle}</p>
                <p className="description">{slide.description}</p>
                <CallsToAction $theme={slide.theme}>
                  {slide.callsToAction.map((action, actionIndex) => (
                    <ButtonLink key={action.to} to={action.to} variant={actionIndex === 0 ? 'secondary' : 'outline'}>
                      {action.label}
                    </ButtonLink>
                  ))}
                </CallsToAction>
              </SlideText>
              <SlideImage
                className="hero-image"
                src={slide.image}
                alt=""
                width={1600}
                height={600}
                fetchPriority={slideIndex === 0 ? 'high' : 'low'}
              />
            </Slide>
          );
        })}
      </Frame>
      {slides.length > 1 && (
        <ControlBar>
          <button type="button" aria-label="Previous slide" onClick={() => goTo(index - 1)}>
            ‹
          </button>
          <div className="dots">
            {slides.map((slide, slideIndex) => (
              <button
                key={slide.title}
                type="button"
                aria-label={`Go to slide ${slideIndex + 1}: ${slide.title}`}
                aria-current={slideIndex === index ? 'true' : undefined}
                aria-controls={rendered(slideIndex) ? `${idPrefix}-slide-${slideIndex}` : undefined}
                onClick={() => goTo(slideIndex)}
              />
            ))}
          </div>
          <button type="button" aria-label="Next slide" onClick={() => goTo(index + 1)}>
            ›
          </button>
          {!reducedMotion && (
            <>
              <ProgressTrack aria-hidden="true" data-testid="hero-progress">
                <ProgressFill key={index} $paused={paused} style={{ animationDuration: `${intervalMs}ms` }} />
              </ProgressTrack>
              <button type="button" onClick={() => setStopped((value) => !value)}>
                {stopped ? 'Play' : 'Pause'}
              </button>
            </>
          )}
        </ControlBar>
      )}
    </Section>
  );
}
