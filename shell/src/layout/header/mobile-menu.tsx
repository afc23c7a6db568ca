import { Suspense, lazy, useCallback, useState } from 'react';
import { MenuIcon } from '../icons';
import { IconButton } from './header-styles';

const loadDialog = () => import('./mobile-menu-dialog');
const MobileMenuDialog = lazy(() => loadDialog().then((module) => ({ default: module.MobileMenuDialog })));

/**
 * The menu button of a phone's header. Its dialog is not on the first view: it is fetched when the
 * pointer or focus reaches the button (a touch too), so it is usually there by the time of the click.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const prefetch = () => void loadDialog();

  return (
    <>
      <IconButton
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
