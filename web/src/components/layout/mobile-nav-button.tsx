import { IconButton } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { Suspense, lazy, useRef, useState } from 'react';
import type { User } from '@/lib/auth';

const loadMobileNav = () => import('./mobile-nav');
const MobileNav = lazy(loadMobileNav);

export function MobileNavButton({ user }: { user: User | null | undefined }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) trigger.current?.focus();
  };

  return (
    <>
      <IconButton
        ref={trigger}
        variant="ghost"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadMobileNav()}
        onFocus={() => void loadMobileNav()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden="true" />
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <MobileNav user={user} open={open} onOpenChange={changeOpen} />
        </Suspense>
      )}
    </>
  );
}
