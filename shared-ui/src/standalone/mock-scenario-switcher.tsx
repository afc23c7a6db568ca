import { useId } from 'react';
import { useLocation } from 'react-router-dom';

export interface MockMode {
  current: string;
  scenarios: { name: string; description: string; path?: string }[];
}

/**
 * The standalone bar's mock API control: which scenario answers the page, and a switch to another
 * (a fresh page load, so its storage and handlers start clean); with the real API, a way in.
 */
export function MockScenarioSwitcher({ mock }: { mock: MockMode | null }) {
  const id = useId();
  const location = useLocation();
  if (!mock) {
    return <a href={`${location.pathname}?mock`}>Use the mock API</a>;
  }
  const current = mock.scenarios.find((scenario) => scenario.name === mock.current);
  const open = (name: string) => {
    const scenario = mock.scenarios.find((candidate) => candidate.name === name);
    window.location.assign(
      `${scenario?.path ?? location.pathname}${scenario?.path?.includes('?') ? '&' : '?'}mock=${encodeURIComponent(name)}`,
    );
  };
  return (
    <>
      <label htmlFor={id}>Mock API scenario</label>
      <select id={id} value={mock.current} onChange={(event) => open(event.target.value)}>
        {mock.scenarios.map((scenario) => (
          <option key={scenario.name} value={scenario.name}>
            {scenario.name}
          </option>
        ))}
      </select>
      <span>{current?.description}</span>
      <a href={location.pathname}>Use the real API</a>
    </>
  );
}
