import { paths } from '@/config/paths';

/** Spec §2 header links; How it Works only for signed-out visitors. */
export function headerLinks(signedIn: boolean): { label: string; href: string }[] {
  return [
    { label: 'Restaurants', href: paths.restaurants.getHref() },
    ...(signedIn ? [] : [{ label: 'How it Works', href: paths.howItWorks.getHref() }]),
    { label: 'Support', href: paths.support.getHref() },
  ];
}
