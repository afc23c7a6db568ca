import { useSearchParams } from 'react-router-dom';

/**
 * The `redirect` query parameter, or '/'. Only same-site paths are accepted, so a crafted link
 * cannot send a freshly signed-in user to another site.
 */
export function useRedirectTarget(): string {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
}
