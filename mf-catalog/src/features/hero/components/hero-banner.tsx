import { useId, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { ButtonLink, container, media, radius, space, borderWidth } from 'shared-ui/design';
import { HERO_TRANSITION_MS, type HeroSlide } from '../hero-slides';
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion';
import { useRotation } from '../use-rotation';

const THEME_COLORS = {
  primary: ['primary', 'onPrimary'],
  accent: ['accent', 'onAccent'],
  neutral: ['surface', 'text'],
} as const;

const Section = styled.section`
  margin-bottom: ${space.lg};
`;

/** Sized before anything loads (spec: nothing shifts): the slides stack inside a fixed-height frame. */
const Frame = styled.div`
  position: relative;
  height: 360px;
  border-radius: ${radius.lg};
  overflow: hidden;
  border: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
  ${media.below('md')} {
    height: 500px;
  }
`;

const Slide = styled.div<{ $theme: HeroSlide['theme']; $position: HeroSlide['textPosition']; $reduced: boolean }>`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  background: ${({ theme, $theme }) => theme.colors[THEME_COLORS[$theme][0]]};
  color: ${({ theme, $theme }) => theme.colors[THEME_COLORS[$theme][1]]};
  opacity: 0;
  visibility: hidden;
  transition: ${({ $reduced }) => ($reduced ? 'none' : `opacity ${HERO_TRANSITION_MS}ms ease`)};
  &[data-state='active'] {
    opacity: 1;
    visibility: visible;
    z-index: 1;
  }
  &[data-state='leaving'] {
    visibility: visible;
  }
  ${media.below('md')} {
    grid-template-columns: 1fr;
    grid-template-rows: 180px 1fr;
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
          background: ${({ theme }) => theme.colors.surface};
          color: ${({ theme }) => theme.colors.text};
        }
      }
    `}
`;

const SlideImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
  display: block;
  ${media.below('md')} {
    order: -1;
  }
`;

const SlideText = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${space.sm};
  padding: ${space.lg} ${space.xl};
  ${media.below('md')} {
    padding: ${space.md};
  }
  h2 {
    margin: 0;
    font-size: clamp(1.6rem, 3vw, 2.4rem);
    line-height: 1.15;
  }
  p {
    margin: 0;
  }
  .subtitle {
    font-weight: 700;
    font-size: 1.1rem;
  }
`;

const CallsToAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.sm};
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

const Figures = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: baseline;
  gap: ${space.sm} ${space.lg};
  list-style: none;
  margin: ${space.md} 0 0;
  padding: 0;
  font-size: 0.9375rem;
  strong {
    font-size: 1.1rem;
  }
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
              $reduced={reducedMotion}
            >
              <SlideText className="hero-text">
                <h2>{slide.title}</h2>
                <p className="subtitle">{slide.subtitle}</p>
                <p>{slide.description}</p>
                <CallsToAction>
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
                aria-controls={`${idPrefix}-slide-${slideIndex}`}
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
      <Figures aria-label="Why shop with us">
        <li>
          <strong>250K+</strong> customers
        </li>
        <li>
          <strong>4.9</strong> rating
        </li>
        <li>
          <strong>98%</strong> satisfaction
        </li>
        <li>Free shipping on orders over $100</li>
      </Figures>
    </Section>
  );
}
